// Durations in milliseconds, so a limit or an age reads as what it is: `10 * MINUTE`.

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
