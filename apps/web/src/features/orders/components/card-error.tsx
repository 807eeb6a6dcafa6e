/** The provider's message under the card field; the live region is there before it fills. */
export function CardError({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" className="card-error">
      {message && <p className="field__error">{message}</p>}
    </div>
  );
}
