/** How the inbox writes times, days, counts and what became of a request's messages. */
import type { MessageState } from '../../editorApi/requestStatuses';

/** "Today 14:32", "Yesterday 09:10", or "3 Nov 2026, 14:32", in the office's own time zone. */
export function receivedText(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const day = (of: Date) => of.toDateString();
  if (day(date) === day(now)) return `Today ${time}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day(date) === day(yesterday)) return `Yesterday ${time}`;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A day picked in a date field (YYYY-MM-DD, the office's day) as the instant it starts, and the next day's. */
export function dayStart(day: string): string {
  return day ? new Date(`${day}T00:00:00`).toISOString() : '';
}
export function dayAfter(day: string): string {
  if (!day) return '';
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/**
 * The reply to the visitor or the forwarded copy, in the office's words: "Forwarded today 14:32", "Waiting to
 * forward (try 3; last: …)", "Not forwarded: the receiver answered 400 Bad Request".
 */
export function messageStateText(kind: 'acknowledgement' | 'forward', state: MessageState, now = new Date()): string {
  const words =
    kind === 'forward'
      ? { done: 'Forwarded', waiting: 'Waiting to forward', givenUp: 'Not forwarded' }
      : {
          done: 'Reply sent to the visitor',
          waiting: 'Reply to the visitor waiting to be sent',
          givenUp: 'No reply to the visitor',
        };
  if (state.state === 'done')
    return `${words.done} ${receivedText(new Date(state.at).toISOString(), now).toLowerCase()}.`;
  if (state.state === 'givenUp') return `${words.givenUp}: ${state.reason}.`;
  return state.attempts > 0
    ? `${words.waiting} (try ${state.attempts + 1}; last: ${state.lastError}).`
    : `${words.waiting}.`;
}
