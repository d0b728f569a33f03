import { CheckboxField } from '@/components/admin/checkbox-field';
import { Card } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import type { ArchiveSummary } from '@/lib/archive/admin';
import { tableLabel } from '@/lib/archive/vocabulary';

const count = new Intl.NumberFormat('en-GB');

/** What the archive holds and the download: a plain GET form, so it works before any script loads. */
export function ExportView({ summary }: { summary: ArchiveSummary }) {
  const megabytes = (summary.bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="export-heading" className="grid gap-6">
      <div>
        <h2 id="export-heading" className="text-xl font-semibold tracking-tight">
          Export
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          One zip of everything you made here: every table as JSON and every uploaded file, private ones included. Keep it as a backup, or import it into
          another backend with <code>npm run content:import</code> to move the site, images and all (see the README).
        </p>
      </div>

      <Card className="p-4 sm:p-5">
        <form action="/admin/export/archive" method="get" className="grid gap-4">
          <CheckboxField id="export-insights" name="insights" value="1" label="Include the Insights totals" hint="The daily visit and event counts; no visitor data exists to include." />
          <div>
            <button type="submit" className={buttonVariants()}>
              Download archive
            </button>
          </div>
        </form>
      </Card>

      <Card className="min-w-0 p-4 sm:p-5">
        <section aria-labelledby="export-contents">
          <h3 id="export-contents" className="mb-3 font-semibold">
            What it holds
          </h3>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Table
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.tables.map((table) => (
                <tr key={table.name} className="border-b last:border-0">
                  <td className="py-2 pr-4">
                    {tableLabel(table.name)}
                    {table.isOptional ? <span className="text-muted-foreground"> (when included)</span> : null}
                  </td>
                  <td className="py-2 text-right tabular-nums">{count.format(table.rows)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-muted-foreground">
            {count.format(summary.files)} uploaded {summary.files === 1 ? 'file' : 'files'}, {megabytes} MB.
          </p>
        </section>
      </Card>
    </section>
  );
}
