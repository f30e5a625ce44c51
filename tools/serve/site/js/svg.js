// Building SVG by hand: el('circle', {cx: 1, cy: 2, r: 3}, parent).
const NS = 'http://www.w3.org/2000/svg';

export function el(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

export function text(content, attrs, parent) {
  const node = el('text', attrs, parent);
  node.textContent = content;
  return node;
}

// An <svg> of `width` x `height` user units that scales to its container.
export function board(width, height) {
  return el('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img' });
}
