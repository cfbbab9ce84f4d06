import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus } from '#src/lib/enums';
import { Select } from '#src/islands/ui/field';

const options = INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] }));

/** A select of the five inquiry statuses. */
export function InquiryStatusSelect({
  id,
  value,
  onChange,
  disabled,
  className,
}: {
  id: string;
  value: InquiryStatus;
  onChange: (status: InquiryStatus) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select
      id={id}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as InquiryStatus)}
      className={className}
    />
  );
}
