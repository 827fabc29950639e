// The copy buttons beside the transfer details of a client's invoice (IBAN, reference, amount…): one tap puts the
// value in the clipboard, ready for the banking app, and the row says so in its live region. The buttons are
// hidden in the server's markup and shown here, where they can work; without this script (or without the Clipboard
// API) the values stay plain text to select. A refused copy selects the value instead, so the phone's own menu can.

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
  const value = document.getElementById(button.dataset.copy ?? "");
  const status = button.parentElement?.querySelector<HTMLElement>("[data-copy-status]");
  if (!value || !status || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.clipboard.writeText(value.dataset.value ?? value.textContent ?? "").then(
      () => {
        for (const other of document.querySelectorAll("[data-copy-status]")) other.textContent = "";
        // Emptied first and filled on the next task, so a second tap on the same button is announced again.
        setTimeout(() => {
          status.textContent = status.dataset.copied ?? "";
        }, 50);
      },
      () => getSelection()?.selectAllChildren(value),
    );
  });
}
