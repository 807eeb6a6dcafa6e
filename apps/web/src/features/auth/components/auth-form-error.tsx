/** The authentication failure shown below the login and sign-up forms (docs/domain.md#errors). */
export function AuthFormError({ message }: { message: string | null }) {
  return (
    <div className="auth-error" role="alert" aria-live="assertive">
      {message}
    </div>
  );
}
