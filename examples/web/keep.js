// The game under way, kept in the browser (localStorage) after every change,
// so that a reload, a closed tab, a phone that discards the page or an
// update of the page loses nothing: the set-up dialog then offers to resume
// it. One game is kept: { version, id, rev, mode, players, startedAt,
// record } where the record is what Save writes (the seats line, then the
// library's record, which replays every decision: undo goes on working).
// `id` names the game and `rev` counts its writes, so that a second tab of
// the same game follows the first (the storage event) and a tab whose copy
// is out of date never writes over a newer one.
export const KEY = 'hunters-companion-game';
const VERSION = 1;

function store() {
    try {
        return window.localStorage || null;   // a SecurityError where storage is off
    } catch (error) {
        return null;
    }
}

/**
 * The game kept in this browser: its data, { unreadable: text } for an
 * entry this page cannot read, or null for none (or no storage).
 */
export function readKept() {
    const storage = store();
    if (!storage) return null;
    let text;
    try {
        text = storage.getItem(KEY);
    } catch (error) {
        return null;
    }
    if (text === null) return null;
    try {
        const data = JSON.parse(text);
        // every field the page reads, of the type it reads (a seat that is no object stopped the page's start)
        if (data && data.version === VERSION && typeof data.id === 'string' && Number.isInteger(data.rev)
            && typeof data.record === 'string' && (data.mode === 'table' || data.mode === 'play') && Number.isFinite(data.startedAt)
            && Array.isArray(data.players) && data.players.every((p) => p && typeof p === 'object' && typeof p.name === 'string')) return data;
    } catch (error) {
        // below
    }
    return { unreadable: text };
}

/** Writes `data` (with its version); null when written, or the reason it was not (the storage's error). */
export const writeKept = (data) => writeEntry(KEY, VERSION, data);

/** Keeps an entry this page cannot read under another key, so that a new game does not write over it; whether it did. */
export const setAsideUnreadable = (text) => setAside(KEY, text);

// ---- any other entry the page keeps (the tile-set editor's draft, the set chosen for the next game: tilesets.js)

/**
 * The entry `key` of this `version` whose data `check(data)` accepts: its data; { unreadable: text } for an
 * entry this page cannot read (another version's, a field of another type), or null for none (or no storage).
 * Never throws.
 */
export function readEntry(key, version, check) {
    const storage = store();
    if (!storage) return null;
    let text;
    try {
        text = storage.getItem(key);
    } catch (error) {
        return null;
    }
    if (text === null) return null;
    try {
        const data = JSON.parse(text);
        if (data && typeof data === 'object' && data.version === version && check(data)) return data;
    } catch (error) {
        // below
    }
    return { unreadable: text };
}

/** Writes `data` under `key` (with its version); null when written, or the reason it was not. */
export function writeEntry(key, version, data) {
    const storage = store();
    if (!storage) return 'this browser keeps no data for the page';
    try {
        // the entry as kept already is not written again: a tab's copy of the storage can be behind the browser's,
        // so such a write (another tab's drawing just taken up, written back) went over that tab's next one
        const text = JSON.stringify({ version, ...data });
        if (storage.getItem(key) !== text) storage.setItem(key, text);
        return null;
    } catch (error) {
        return error && error.name === 'QuotaExceededError' ? 'the browser\'s storage for the page is full' : String(error && error.message);
    }
}

/** Removes the entry `key` (quietly: nothing kept is nothing lost). */
export function removeEntry(key) {
    const storage = store();
    try {
        if (storage) storage.removeItem(key);
    } catch (error) {
        // stays
    }
}

// The entries of a key set aside, newest first: `key`-unreadable, then `key`-unreadable-2 and -3. An older copy
// was written over by the next one set aside, unsaid; a fourth drops the oldest (the origin's storage, 5 MiB in
// most browsers, is also where the page keeps its game and drawing), and an entry kept already is not kept twice.
export const SET_ASIDE_COPIES = 3;
const asideKey = (key, n) => (n === 1 ? `${key}-unreadable` : `${key}-unreadable-${n}`);

/**
 * Keeps an entry this page cannot read under `key`-unreadable (the older ones moved down), so that a new one does
 * not write over it; whether it was. A storage too full for every copy keeps the newest ones it has room for (the
 * rotation stopped where a copy moved down was larger than the one it replaced, and set nothing aside: the entry
 * was written over next); one too full for this entry alone keeps the older copies as they were, and it where it is.
 */
export function setAside(key, text) {
    const storage = store();
    if (!storage) return false;
    let slots;
    try {
        slots = Array.from({ length: SET_ASIDE_COPIES }, (_, n) => storage.getItem(asideKey(key, n + 1)));
    } catch (error) {
        return false;
    }
    const copies = [text];
    for (const copy of slots) if (copy !== null && !copies.includes(copy)) copies.push(copy);
    // the oldest written first: a write the full storage refuses leaves every copy in one slot or another
    for (let keep = Math.min(copies.length, SET_ASIDE_COPIES); keep >= 1; keep--) {
        try {
            for (let n = SET_ASIDE_COPIES; n > keep; n--) storage.removeItem(asideKey(key, n));
            for (let n = keep; n >= 1; n--) storage.setItem(asideKey(key, n), copies[n - 1]);
            storage.removeItem(key);
            return true;
        } catch (error) {
            // one copy fewer
        }
    }
    try {   // (the room the older copies took is theirs again)
        slots.forEach((copy, n) => (copy === null ? storage.removeItem(asideKey(key, n + 1)) : storage.setItem(asideKey(key, n + 1), copy)));
    } catch (error) {
        // as far as it went
    }
    return false;
}

// ---- a file the person chose (Load a game, Load tile set)

/**
 * The bytes of `file`, or null once `refuse(message)` has said plainly why not, for the library to read as they
 * are (records and tile sets alike): a text decoded by the browser has U+FFFD for every byte that is no UTF-8, and
 * a record's name in Latin-1 ("Zo\xeb") or a tile set's comment in it, which the library refuses, loaded as
 * "Zo\ufffd", a text no one gave. A UTF-8 byte-order mark at the start (an editor's, as Notepad writes it) is left
 * in: the library skips one there, as the tools and bindings do, and refuses a second (left out here, a file with
 * two loaded on the page alone). A file of `limit` bytes or more (the library's limit for `what`, which it refuses
 * unread) is refused before it is read: the library's refusal showed as a mistake at "line 0, column 0", and a file
 * past the browser's longest string was read as an empty text (a tile set that "defines no tiles"). A file the
 * browser cannot read (a cloud drive's file not downloaded, one removed since it was chosen) is said with the
 * browser's reason.
 */
export async function chosenFileBytes(file, limit, what, refuse) {
    if (file.size >= limit) {
        const mib = (bytes) => `${Math.ceil(bytes / 2 ** 20 * 10) / 10} MiB`;
        refuse(`${file.name} is too large (${mib(file.size)}): ${what} must be smaller than ${mib(limit)}.`);
        return null;
    }
    try {
        return new Uint8Array(await file.arrayBuffer());
    } catch (error) {
        refuse(`Cannot read ${file.name}: ${error.message}`);
        return null;
    }
}

/** A new game's id (not from Math.random, which the page's play mode draws its seeds from). */
export const newId = () => `${Date.now().toString(36)}-${[...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The turn a kept record has reached (its last "# turn N" line), or 0. */
export function keptTurn(record) {
    let turn = 0;
    for (const found of record.matchAll(/^# turn (\d+):/gm)) turn = Number(found[1]);
    return turn;
}
