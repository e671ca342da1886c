// The JSON API of `lightsout serve` (docs/WEB.md). Every answer the page shows
// (puzzles, solutions, hints, chasing, quiet patterns, certificates) comes from
// here; the page itself only keeps the board and flips footprints.

export class ApiError extends Error {}

export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch(path, init);
  } catch (_) {
    throw new ApiError('The server does not answer. Is `lightsout serve` still running?');
  }
  let answer = null;
  try { answer = await response.json(); } catch (_) { /* not JSON: reported below */ }
  if (!response.ok && !(answer && answer.error) && (response.status === 404 || response.status === 405))
    // The page's files came from a server that has no API (a plain file server, a folder
    // opened in the browser): the game needs its own.
    throw new ApiError('The game needs its server: run `lightsout serve` and open the address it prints ' +
                       '(this page was served without it).');
  if (!response.ok) throw new ApiError((answer && answer.error) || `the server answered ${response.status}`);
  return answer;
}

export const query = (params) => new URLSearchParams(
  Object.entries(params).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
