import { Label, Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** One of the enquiry's optional lists: its field name, label and options (value, label). */
export type EnquiryChoice = { name: 'service' | 'budget' | 'timeline'; label: string; options: readonly (readonly [value: string, label: string])[] };

/**
 * What the enquiry is about, each optional: the published services, budget ranges in the owner's
 * currency, timelines. A server component inside the client form, so its texts ship as markup only.
 */
export function EnquiryFields({ choices, optional, choose }: { choices: readonly EnquiryChoice[]; optional: string; choose: string }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {choices.map(({ name, label, options }) => (
        <div key={name} className={cn('grid content-start gap-2', name === 'service' && 'sm:col-span-2')}>
          <Label htmlFor={`contact-${name}`}>
            {label} <span className="font-normal text-muted-foreground">{optional}</span>
          </Label>
          <Select id={`contact-${name}`} name={name} defaultValue="">
            <option value="">{choose}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </div>
  );
}
