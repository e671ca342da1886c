// "Show me why": the certificate of an unsolvable board, explained on the
// board. The certificate marks lights (with a weight y for more than two
// states) such that every press changes the marked lights by a multiple of K
// in total (an even number of them for two states). So the weighted count of
// the marked lights never changes mod K, whatever is pressed; the board's
// count differs from the goal's, hence no sequence of presses reaches it.

export class Certificate {
  // weights: Map light -> y (1..K-1)
  constructor(game, weights) {
    this.game = game;
    this.weights = weights;
  }

  // The weighted count of the marked lights that are off the goal, mod K
  // (two states: how many marked lights are wrong).
  count(cells = this.game.cells) {
    let sum = 0;
    for (const [i, y] of this.weights) sum += y * (cells[i] - this.game.goalOf(i));
    const k = this.game.states;
    return ((sum % k) + k) % k;
  }

  // How much one press of button j changes the weighted count (0 mod K always).
  changedBy(j) {
    let n = 0;
    for (const [i, t] of this.game.changes[j]) if (this.weights.has(i)) n += t * this.weights.get(i);
    return n;
  }

  explain() {
    const k = this.game.states;
    const goal = this.game.puzzle.goal === 'on' ? 'on' : 'off';
    if (k === 2) {
      return `Look at the ${this.weights.size} marked lights. Every press changes an even number of them ` +
        '(try one and watch the count below), so the number of marked lights that are ' +
        `${goal === 'off' ? 'lit' : 'unlit'} stays odd or stays even forever. It is odd now, and all ${goal} needs it to be 0: ` +
        'no presses can ever get there.';
    }
    return `Give each marked light the weight written on it, and add up weight × (light − goal) over the marked ` +
      `lights, mod ${k}. Every press changes that sum by a multiple of ${k}, so it never changes. It is not 0 now, ` +
      'and at the goal it is 0: no presses can ever get there.';
  }

  countText(lastPress) {
    const k = this.game.states;
    const now = this.count();
    const wrong = this.game.puzzle.goal === 'on' ? 'unlit' : 'lit';
    let text = k === 2
      ? `Marked lights ${wrong} now: ${this.wrongMarked()} (${now ? 'odd' : 'even'}).`
      : `Weighted sum now: ${now} (mod ${k}).`;
    if (lastPress !== undefined) {
      const changed = this.changedBy(lastPress);
      text += k === 2 ? ` Your last press changed ${changed} marked ${changed === 1 ? 'light' : 'lights'}.`
        : ` Your last press changed it by ${changed} ≡ ${changed % k} (mod ${k}).`;
    }
    return text;
  }

  wrongMarked() {
    let n = 0;
    for (const i of this.weights.keys()) n += this.game.cells[i] !== this.game.goalOf(i);
    return n;
  }
}
