/** Publishes an event to a channel (a Socket.IO room named as the spec's private channel). */
export interface Publisher {
  publish(channel: string, event: string, payload: unknown, exceptSocketId?: string): void;
}
