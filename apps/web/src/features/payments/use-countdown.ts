import { useEffect, useState } from 'react';

const remainingUntil = (expiryTime: string | null) =>
  expiryTime === null ? null : Math.max(0, (Date.parse(expiryTime) || 0) - Date.now());

/** Milliseconds left until expiryTime, ticking each second; null without an expiry. */
export function useCountdown(expiryTime: string | null): number | null {
  const [remaining, setRemaining] = useState(() => remainingUntil(expiryTime));
  useEffect(() => {
    setRemaining(remainingUntil(expiryTime));
    if (expiryTime === null) return;
    const timer = setInterval(() => {
      const left = remainingUntil(expiryTime);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiryTime]);
  return remaining;
}

/** 14:05 */
export const formatCountdown = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A longer wait, to the second: '2 days 03:12:45', '1 day 00:00:09', '03:12:45'. */
export function formatTimeLeft(ms: number) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad2(Math.floor((seconds % 86_400) / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
  return days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${clock}` : clock;
}
