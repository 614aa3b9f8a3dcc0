/** Hands a file to the browser to save (the download bar), named `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Revoked later: a browser may still be reading it after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
