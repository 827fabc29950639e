// The before/after comparisons of the service pages: the native range input already takes mouse, touch and keys
// and is announced by screen readers; this moves the divider and the "after" photo's edge with it, and keeps what
// the slider announces in words ("30 % avant, 70 % après").

function enhance(slider: HTMLInputElement): void {
  const frame = slider.parentElement;
  const after = frame?.querySelector<HTMLElement>("[data-comparison-after]");
  const divider = frame?.querySelector<HTMLElement>("[data-comparison-divider]");
  const texts = JSON.parse(slider.dataset.valueTexts ?? "[]") as string[];
  const step = Number(slider.step) || 1;
  const show = () => {
    const position = Number(slider.value);
    if (after) after.style.clipPath = `inset(0 0 0 ${position}%)`;
    if (divider) divider.style.left = `${position}%`;
    const text = texts[Math.round(position / step)];
    if (text) slider.setAttribute("aria-valuetext", text);
  };
  slider.addEventListener("input", show);
  // A value the browser restored (back navigation) is drawn as it is.
  show();
}

for (const slider of document.querySelectorAll<HTMLInputElement>("input[data-comparison-slider]")) enhance(slider);
