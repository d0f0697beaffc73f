/**
 * Short interface sounds made with the Web Audio API (no audio files shipped): a rising pair when a
 * recording starts, a bright chord when it is sent, a falling pair when it is thrown away, a low buzz
 * for errors. Silent where the browser has no audio (or blocks it).
 */
type Note = { freq: number; at: number; dur: number; wave?: OscillatorType };

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return undefined;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function play(notes: Note[], volume = 0.12): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const n of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const t0 = now + n.at;
      osc.type = n.wave ?? 'sine';
      osc.frequency.setValueAtTime(n.freq, t0);
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.dur);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + n.dur + 0.02);
    }
  } catch {
    // sound is a nicety; never let it break the action
  }
}

export const playStartSound = () =>
  play([
    { freq: 660, at: 0, dur: 0.12 },
    { freq: 880, at: 0.12, dur: 0.16 },
  ]);

export const playSentSound = () =>
  play([
    { freq: 523.25, at: 0, dur: 0.12 },
    { freq: 659.25, at: 0.1, dur: 0.12 },
    { freq: 783.99, at: 0.2, dur: 0.24 },
  ]);

export const playCancelSound = () =>
  play([
    { freq: 440, at: 0, dur: 0.12, wave: 'triangle' },
    { freq: 330, at: 0.12, dur: 0.2, wave: 'triangle' },
  ]);

export const playErrorSound = () =>
  play(
    [
      { freq: 220, at: 0, dur: 0.15, wave: 'square' },
      { freq: 170, at: 0.16, dur: 0.25, wave: 'square' },
    ],
    0.06,
  );

/** Something arrived for the user (an incoming prescription): a soft three-note chime. */
export const playArrivalSound = () =>
  play([
    { freq: 880, at: 0, dur: 0.18 },
    { freq: 1174.66, at: 0.16, dur: 0.18 },
    { freq: 1567.98, at: 0.32, dur: 0.3 },
  ]);
