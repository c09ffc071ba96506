/** Saves text as a file the browser downloads (the recovery codes), without a server round trip. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
