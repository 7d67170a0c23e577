// The final panel: every player's points by source (the library's points
// events, by their reason: forests R5.3, rivers R5.4, huts R8.2, meadows
// R8.3), as the terminal's final table shows them, and the result as a BG
// Stats play (its documented import link, doc/web.md).
import * as H from './hunters.js';

export const SOURCES = [[1, 'forests'], [2, 'rivers'], [3, 'huts'], [4, 'meadows']];   // hunters_reason
// the heads' short words, shown instead in a narrow panel (style.css); to a screen reader the long one, always
const SHORT = { forests: 'for.', rivers: 'riv.', huts: 'huts', meadows: 'mead.', total: 'tot.' };
const head = (word) => `<th aria-label="${word}" title="${word}"><span class="long" aria-hidden="true">${word}</span><span class="short" aria-hidden="true">${SHORT[word]}</span></th>`;
export const BGG_ID = 4390;   // Carcassonne: Hunters and Gatherers on BoardGameGeek
export const GAME_NAME = 'Carcassonne: Hunters and Gatherers';

/** points[player][reason] summed over the game's points events. */
export function pointsBySource(game) {
    const points = Array.from({ length: game.players }, () => [0, 0, 0, 0, 0]);
    for (const e of game.events()) {
        if (e.type === H.EVENT_POINTS && e.player >= 0 && e.reason >= 1 && e.reason <= 4) points[e.player][e.reason] += e.points;
    }
    return points;
}

const pad = (n) => String(n).padStart(2, '0');
const localTime = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * The BG Stats link of a finished game: bgstats://app.bgstatsapp.com/addPlay.html?data=
 * with the play as URL-encoded JSON (game name and BGG id, the start date and
 * time, the duration in minutes, each player's name, score and whether they won).
 */
export function bgStatsLink(game, names, startedAt, endedAt = new Date()) {
    const scores = game.scores, ranks = game.ranks;
    const play = {
        sourceName: 'libhunters companion',
        game: { name: GAME_NAME, bggId: BGG_ID, highestWins: true, noPoints: false },
        playDate: localTime(startedAt),
        durationMin: Math.max(1, Math.round((endedAt - startedAt) / 60000)),
        players: names.map((name, p) => ({ name, score: scores[p], winner: ranks[p] === 1 })),
    };
    return `bgstats://app.bgstatsapp.com/addPlay.html?data=${encodeURIComponent(JSON.stringify(play))}`;
}

/** The final table and the export link, into `body` (the play from startedAt to endedAt, when the game ended). */
export function renderFinal(body, game, names, startedAt, paintSwatch, endedAt = new Date()) {
    const points = pointsBySource(game);
    const ranks = game.ranks, scores = game.scores;
    const wrap = document.createElement('div');
    wrap.className = 'final-wrap';
    const table = document.createElement('table');
    table.className = 'final-table';
    table.id = 'final';
    table.innerHTML = `<thead><tr><th></th><th>Player</th>${SOURCES.map(([, word]) => head(word)).join('')}${head('total')}</tr></thead>`;
    const tbody = table.createTBody();
    [...Array(game.players).keys()].sort((a, b) => ranks[a] - ranks[b]).forEach((p) => {
        const row = tbody.insertRow();
        row.innerHTML = `<td>${ranks[p]}.</td><td class="name"><span class="swatch"></span> <span class="name"></span></td>${
            SOURCES.map(([reason, word]) => `<td data-source="${word}" data-player="${p}">${points[p][reason]}</td>`).join('')
        }<td data-final-score="${p}"><b>${scores[p]}</b></td>`;
        paintSwatch(row.querySelector('.swatch'), p);
        row.querySelector('span.name').textContent = names[p];
        row.cells[1].title = names[p];   // (a long word of it cut short on a phone, style.css)
    });
    wrap.appendChild(table);
    body.appendChild(wrap);
    const link = document.createElement('a');
    link.id = 'bgstats';
    link.className = 'button';
    link.href = bgStatsLink(game, names, startedAt, endedAt);
    link.textContent = 'Export to BG Stats';
    body.appendChild(link);
}
