// The collapsible protocol-traffic panel: every command and answer, newest last.
const MAX_ENTRIES = 400;

export function trafficLogger(pre) {
  return (direction, content) => {
    const line = document.createElement('span');
    line.className = direction;
    const prefix = direction === 'out' ? '<< ' : direction === 'line' ? '~ ' : '>> ';
    line.textContent = prefix + content + '\n';
    pre.appendChild(line);
    while (pre.childNodes.length > MAX_ENTRIES) pre.removeChild(pre.firstChild);
    pre.scrollTop = pre.scrollHeight;
  };
}
