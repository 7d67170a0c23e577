/* Game records: the text format shared by the writer and the reader. */
#ifndef HUNTERS_RECORDS_RECORD_H
#define HUNTERS_RECORDS_RECORD_H

#define HU_RECORD_MAGIC "hunters-record"
/* Version 2 added the 'end' line and the caller-mode 'generator' line;
 * version-1 records still load (doc/record-format.md). */
#define HU_RECORD_VERSION 2
#define HU_RECORD_OLDEST_VERSION 1
#define HU_RECORD_EMBED_PREFIX '|'

#endif
