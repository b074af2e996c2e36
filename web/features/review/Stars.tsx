const SCALE = [1, 2, 3, 4, 5] as const;

/** A 1-5 rating as five stars; the number is the accessible name. */
export function Stars({ rate }: { readonly rate: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`Rating ${rate} dari 5`}>
      {SCALE.map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          className={n <= rate ? 'review-stars__on' : 'review-stars__off'}
          aria-hidden="true"
        >
          <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
        </svg>
      ))}
    </span>
  );
}
