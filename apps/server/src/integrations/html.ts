/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A small self-contained HTML page (no scripts: the server's CSP allows none inline) for the simulators. */
export function simulatorPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f1f3f5; color: #212529; margin: 0; padding: 24px 16px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; color: #495057; background: #e9ecef; border-radius: 4px; padding: 2px 6px; margin-bottom: 16px; }
  label { display: block; font-size: .9rem; font-weight: 500; margin: 12px 0 4px; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 8px 10px; font-size: 1rem; border: 1px solid #ced4da; border-radius: 4px; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 20px; }
  button { font-size: 1rem; padding: 9px 16px; border-radius: 4px; border: 1px solid #1877f2; background: #1877f2; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1877f2; }
  .ok { color: #2b8a3e; font-weight: 600; }
  .bad { color: #c92a2a; font-weight: 600; }
  p { line-height: 1.5; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
