/* Game records: the text format shared by the writer and the reader. */
#ifndef HUNTERS_RECORDS_RECORD_H
#define HUNTERS_RECORDS_RECORD_H

#define HU_RECORD_MAGIC "hunters-record"
#define HU_RECORD_VERSION 1
#define HU_RECORD_EMBED_PREFIX '|'

#endif
