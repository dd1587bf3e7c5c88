/*
 * Showing a PDF in a new tab without a pop-up blocker stopping it: the tab is opened at once, inside the
 * click, while the PDF is still being made, and pointed at the file when it arrives. When the browser refused
 * the tab, the file is downloaded instead.
 */

/** Opens an empty tab saying 'Gerando PDF...'; null when the browser refused it. Call inside the click. */
export function openPendingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    tab.document.title = "Gerando PDF...";
    tab.document.body.style.font = "16px system-ui, sans-serif";
    tab.document.body.style.margin = "2rem";
    tab.document.body.textContent = "Gerando PDF...";
  } catch {
    // Some browsers give a tab whose document we may not touch; it still works as a target.
  }
  return tab;
}

export function closeTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}

/** Saves a file through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shows a PDF in `tab`, or downloads it when there is no tab to show it in. */
export function showPdf(tab: Window | null, blob: Blob, fileName: string): "tab" | "download" {
  if (!tab || tab.closed) {
    saveFile(blob, fileName);
    return "download";
  }
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  // The tab has loaded it long before; the address is freed when this page goes away or after 10 minutes.
  setTimeout(() => URL.revokeObjectURL(url), 600_000);
  return "tab";
}
