/** `lab report`: one self-contained HTML page and each chart as SVG and PNG. PINNED API: report builds it. */
export interface ReportFiles {
  html: string;
  svg: string[];
  png: string[];
}

/** Writes `report.html` and `charts/<id>.svg|png` into the run folder (or `out`). */
export async function writeReport(folder: string, out: string = folder): Promise<ReportFiles> {
  void folder;
  void out;
  throw new Error('writeReport: not built yet');
}
