'use client';

/** Prints the page, which the browser's print dialog saves as a PDF: no PDF library, on the page or the server. */
export function PrintButton() {
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-describedby="print-hint" title="Opens your browser’s print dialog: choose “Save as PDF”." onClick={() => print()}>
        Download PDF
      </button>
      <span id="print-hint" className="sr-only">
        Opens your browser’s print dialog: choose “Save as PDF”.
      </span>
    </>
  );
}
