/** A search box whose label is its placeholder, spoken but not shown twice. */
export function SearchField({
  className,
  label,
  value,
  onChange,
  autoComplete,
}: {
  className: string | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}) {
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        value={value}
        placeholder={label}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
