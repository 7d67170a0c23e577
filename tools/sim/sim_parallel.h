/* Games played on N threads, each result handed over in the order of the
 * games: what hunters-sim and hunters-sim compare need so that their
 * tables and files are those of one thread, whatever the threads.
 *
 * A worker plays the next game not started; a finished game waits in a
 * window of slots until every game before it is handed over. The workers
 * wait for each other only while one of them is in take() (the results
 * are handed over under a lock), and when a game is so slow that the
 * window behind it fills. The workers block SIGINT, SIGTERM and SIGHUP:
 * the caller's handlers of them run on the calling thread. */
#ifndef HUNTERS_SIM_PARALLEL_H
#define HUNTERS_SIM_PARALLEL_H

#include <stddef.h>
#include <stdint.h>

typedef struct sim_parallel_job {
    uint64_t first, end; /* the games' indices: first to end - 1 */
    int threads;         /* 1 or more */
    size_t result_size;  /* the bytes of one game's result */
    /* Plays game index into result, on a worker, no lock held: 0, or an
     * error with its message in why (why_size bytes). */
    int (*play)(void *context, uint64_t index, void *result, char *why, size_t why_size);
    /* Takes the result of game index: one call at a time, in the order of
     * the indices. 0, or an error that stops the run, its message in why. */
    int (*take)(void *context, uint64_t index, void *result, char *why, size_t why_size);
    /* NULL, or called about five times a second on the calling thread with
     * the index of the first game not yet taken (never if no thread could
     * be started: the calling thread then plays the games itself). */
    void (*progress)(void *context, uint64_t taken);
    void *context;
} sim_parallel_job;

/* Plays every game of job. Returns 0; or nonzero, with the message in
 * why (why_size bytes): as one thread would, the error of the first game
 * (by index) whose play failed, every game before it taken, or the error
 * of the first take that failed; or -1 and "out of memory" when the
 * window cannot be allocated (then nothing was played). */
int sim_parallel_run(const sim_parallel_job *job, char *why, size_t why_size);

#endif
