/**
 * Saves a downloaded file through an object URL and a temporary `<a download>`, the one way that
 * keeps the session header on the request (a plain link could not send it).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the URL when the download starts, after this handler: release it a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
