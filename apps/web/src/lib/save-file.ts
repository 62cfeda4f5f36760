/** Saves a Blob the API sent (a CSV, a ZIP) as a file, through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; free the blob afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
