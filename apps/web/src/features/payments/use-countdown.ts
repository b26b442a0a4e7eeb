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
