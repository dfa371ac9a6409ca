/** The result of a cancel, announced and focused so keyboard and screen-reader users land on it. */
import { useEffect, useRef } from "react";

export function CancelledNotice({ message }: { message: string | null }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [message]);
  return (
    <p ref={box} className="done-notice" role="status" tabIndex={-1} hidden={!message}>
      {message}
    </p>
  );
}
