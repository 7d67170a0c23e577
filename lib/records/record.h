/* Game records: the text format shared by the writer and the reader. */
#ifndef HUNTERS_RECORDS_RECORD_H
#define HUNTERS_RECORDS_RECORD_H

#define HU_RECORD_MAGIC "hunters-record"
/* Version 2 added the 'end' line and the caller-mode 'generator' line;
 * version-1 records still load (doc/record-format.md). */
#define HU_RECORD_VERSION 2
#define HU_RECORD_OLDEST_VERSION 1
#define HU_RECORD_EMBED_PREFIX '|'
/* A record is shorter than this, as a file or as a string: beyond it the
 * reader refuses the text unread, so that every line and column number it
 * reports fits an int (2^31 lines or a line of 2^31 bytes wrapped them, and
 * a wrapped column was used as an index). */
#define HU_RECORD_MAX_BYTES ((size_t)256 << 20)

#endif
