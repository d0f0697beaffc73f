import { AudioOutlined, DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import { uploadAudio } from '../attachments/attachment-api';
import { playCancelSound, playSentSound, playStartSound } from './sounds';
import { clock, useStopwatch } from './useStopwatch';

type Phase = 'idle' | 'recording' | 'sending';

/**
 * The voice recorder: idle -> recording (stopwatch, start sound) -> Send uploads the webm with
 * attachment/store-audio (sent sound) or Delete throws it away (cancel sound); both return to idle.
 * With `onRecorded` the caller sends the recording itself (a ticket makes the comment it hangs off first).
 */
export function VoiceRecorder({
  modelId,
  type,
  onSent,
  onRecorded,
}: {
  modelId?: string;
  type?: string;
  onSent?: () => void;
  onRecorded?: (audio: Blob) => Promise<void>;
}) {
  const { t } = useTranslation('table');
  const [phase, setPhase] = useState<Phase>('idle');
  const seconds = useStopwatch(phase === 'recording');
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);

  const stopTracks = useCallback(() => {
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
  }, []);
  useEffect(() => stopTracks, [stopTracks]);

  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = MediaRecorder.isTypeSupported('audio/webm') ? 'audio/webm' : undefined;
      const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      chunks.current = [];
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.current.push(e.data);
      };
      recorder.current = rec;
      rec.start();
      playStartSound();
      setPhase('recording');
    } catch {
      notify.error(t('voice.noMicrophone'));
    }
  };

  const stop = () =>
    new Promise<Blob>((resolve) => {
      const rec = recorder.current;
      if (!rec || rec.state === 'inactive') return resolve(new Blob(chunks.current, { type: 'audio/webm' }));
      rec.onstop = () => resolve(new Blob(chunks.current, { type: 'audio/webm' }));
      rec.stop();
    });

  const send = async () => {
    setPhase('sending');
    const blob = await stop();
    stopTracks();
    try {
      if (onRecorded) await onRecorded(blob);
      else await uploadAudio(modelId ?? '0', type ?? '', blob);
      playSentSound();
      notify.success(t('messages.added'));
      onSent?.();
    } catch (e) {
      reportError(e);
    } finally {
      recorder.current = null;
      setPhase('idle');
    }
  };

  const discard = async () => {
    await stop();
    stopTracks();
    recorder.current = null;
    playCancelSound();
    setPhase('idle');
  };

  if (phase === 'idle')
    return (
      <Button icon={<AudioOutlined />} onClick={start} data-testid="voice-start">
        {t('voice.record')}
      </Button>
    );
  return (
    <Flex gap={8} align="center" data-testid="voice-recording">
      <Typography.Text type="danger" strong aria-live="polite">
        ● <bdi>{clock(seconds)}</bdi>
      </Typography.Text>
      <Button type="primary" icon={<SendOutlined />} loading={phase === 'sending'} onClick={send}>
        {t('voice.send')}
      </Button>
      <Button danger icon={<DeleteOutlined />} disabled={phase === 'sending'} onClick={discard}>
        {t('actions.delete')}
      </Button>
    </Flex>
  );
}
