/**
 * Time comes in through `createApp(deps)` so that tests can move it (token expiry, rate-limit
 * windows) without sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
