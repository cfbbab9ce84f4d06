import { UTF8_BOM, toCsv, type CsvCell } from '#src/lib/csv';

/** Saves rows as a CSV file in the browser (formula-guarded by toCsv); a BOM so Excel reads UTF-8. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob([UTF8_BOM, toCsv([header, ...rows])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
