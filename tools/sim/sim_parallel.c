/* Games on N threads, results handed over in order (see sim_parallel.h). */
#define _POSIX_C_SOURCE 200809L
#include "sim_parallel.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WHY_SIZE 512

typedef struct parallel {
    const sim_parallel_job *job;
    uint64_t window;         /* slots: a game may start only this far ahead of the first not taken */
    unsigned char *slots;    /* [window] results */
    unsigned char *ready;    /* [window] the slot holds a finished game */
    pthread_mutex_t lock;
    pthread_cond_t room;     /* signalled when a game is taken or the run stops */
    uint64_t next;           /* the next game not started */
    uint64_t taken;          /* the first game not taken */
    uint64_t failed_at;      /* the lowest game whose play failed; job->end if none */
    int play_status, take_status;
    char why[WHY_SIZE];
} parallel;

static void *slot_of(parallel *p, uint64_t index)
{
    return p->slots + (size_t)(index % p->window) * p->job->result_size;
}

/* Hands over the finished games from the first not taken, in order.
 * Called with the lock held: take() runs one call at a time. */
static void take_ready(parallel *p)
{
    const sim_parallel_job *job = p->job;
    while (!p->take_status && p->taken < p->failed_at && p->ready[p->taken % p->window]) {
        p->ready[p->taken % p->window] = 0;
        char why[WHY_SIZE] = "";
        int rc = job->take(job->context, p->taken, slot_of(p, p->taken), why, sizeof why);
        if (rc) {
            p->take_status = rc;
            memcpy(p->why, why, sizeof why);
            break;
        }
        p->taken++;
    }
    pthread_cond_broadcast(&p->room);
}

static void *work(void *arg)
{
    parallel *p = arg;
    const sim_parallel_job *job = p->job;
    for (;;) {
        pthread_mutex_lock(&p->lock);
        /* a game at or after a failed one is never started: one thread
         * would have stopped there */
        while (!p->take_status && p->next < p->failed_at && p->next >= p->taken + p->window)
            pthread_cond_wait(&p->room, &p->lock);
        if (p->take_status || p->next >= p->failed_at) {
            pthread_mutex_unlock(&p->lock);
            return NULL;
        }
        uint64_t index = p->next++;
        pthread_mutex_unlock(&p->lock);
        /* the slot is this worker's alone until it is marked ready: the
         * game a window before it has been taken */
        char why[WHY_SIZE] = "";
        int rc = job->play(job->context, index, slot_of(p, index), why, sizeof why);
        pthread_mutex_lock(&p->lock);
        if (rc && index < p->failed_at && !p->take_status) {
            p->failed_at = index;
            p->play_status = rc;
            memcpy(p->why, why, sizeof why);
        } else if (!rc) {
            p->ready[index % p->window] = 1;
        }
        take_ready(p);
        pthread_mutex_unlock(&p->lock);
    }
}

int sim_parallel_run(const sim_parallel_job *job, char *why, size_t why_size)
{
    parallel p;
    memset(&p, 0, sizeof p);
    p.job = job;
    p.window = 64 + 16 * (uint64_t)(job->threads > 0 ? job->threads : 1);
    p.next = p.taken = job->first;
    p.failed_at = job->end;
    int helpers = job->progress ? job->threads : job->threads - 1;
    p.slots = calloc((size_t)p.window, job->result_size ? job->result_size : 1);
    p.ready = calloc((size_t)p.window, 1);
    pthread_t *ids = calloc((size_t)(helpers > 0 ? helpers : 1), sizeof *ids);
    if (!p.slots || !p.ready || !ids) {
        free(p.slots);
        free(p.ready);
        free(ids);
        snprintf(why, why_size, "out of memory");
        return -1;
    }
    pthread_mutex_init(&p.lock, NULL);
    pthread_cond_init(&p.room, NULL);
    /* the workers start with the stop signals blocked, so that a
     * caller's handler of them runs on the calling thread, never on a
     * worker in the middle of a take() (hunters-sim blocks them on every
     * thread and takes them on one of its own) */
    sigset_t stop, before;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &stop, &before);
    int started = 0;
    for (; started < helpers; started++)
        if (pthread_create(&ids[started], NULL, work, &p))
            break; /* fewer threads, the same games and order */
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    if (job->progress && started > 0) {
        for (;;) {
            pthread_mutex_lock(&p.lock);
            uint64_t taken = p.taken;
            /* over: every game taken, or stopped and the games before the stop taken */
            int over = p.take_status || p.taken >= p.failed_at;
            pthread_mutex_unlock(&p.lock);
            if (over)
                break;
            job->progress(job->context, taken);
            nanosleep(&(struct timespec){0, 200000000}, NULL);
        }
    } else {
        work(&p); /* this thread plays too (or alone, if no thread started) */
    }
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    int status = p.take_status ? p.take_status : p.play_status;
    if (status)
        snprintf(why, why_size, "%s", p.why);
    pthread_cond_destroy(&p.room);
    pthread_mutex_destroy(&p.lock);
    free(p.slots);
    free(p.ready);
    free(ids);
    return status;
}
