/**
 * FAULT_KILL_AFTER_STEP (refused in production by config.ts): dies like a power cut (no clean-up,
 * no reply) right after that step of a payment, a refund or an email, so the crash tests can
 * check that a restarted API finishes the work exactly once.
 */
export function killAfterStep<Step extends string>(step: Step | undefined) {
  if (!step) return undefined;
  return (reached: Step) => {
    if (reached === step) process.kill(process.pid, 'SIGKILL');
  };
}
