/* The stop signals of hunters-sim's runs, plain and compare (see
 * stop_signals.h). */
#define _POSIX_C_SOURCE 200809L
#include "sim/stop_signals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common/output.h"

/* SIGINT, SIGTERM or SIGHUP (Ctrl-C, a cluster's time limit, a lost
 * terminal) ended the run wherever it was, and could cut the write of a
 * --jsonl row and its check (the kernel stops a write at a page boundary
 * for a signal): the next --resume found no check and played every row
 * again, as long as the run. So every thread blocks these signals, and a
 * thread of their own takes them (sigwait()): it waits for the row being
 * written (marked by the thread writing it), then ends the program by the
 * signal's default action, the status a shell shows for it. A handler
 * instead ran on whichever thread the signal found unblocked: the one
 * writing blocked them, so a write stuck on a hung network file system by
 * the thread that also took signals (-j 1, or any -j without the progress
 * bar: the calling thread plays too) left the run deaf to them but
 * SIGKILL, and that stuck in the final cut-and-rename likewise. */
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
static atomic_int row_writing, stopping;
static pthread_t stop_taker;
static int stop_taker_started;
/* SIGPIPE is taken too (a progress line or a table into a pipe closed, as
 * by "| head -1", killed the run wherever it was, a row cut with it). A
 * write to a closed pipe makes it for the writing thread alone, which
 * sigwait() on another never sees, and the write fails with EPIPE
 * instead: pipe_closed() sends it to the process. */
static int pipe_signal_taken;

static void *take_stop_signals(void *arg)
{
    const sigset_t *set = arg;
    int signal_number;
    while (sigwait(set, &signal_number) != 0)
        ;
    /* a signal taken ends the run: end_stop_signals() cancels no more */
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
    atomic_store(&stopping, 1);
    /* a row takes microseconds; a write stuck 10 s (a hung network file
     * system) is given up on, as before */
    for (int i = 0; atomic_load(&row_writing) && i < 10000; i++)
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    signal(signal_number, SIG_DFL);
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, signal_number);
    raise(signal_number); /* pending on this thread until unblocked: then the end */
    pthread_sigmask(SIG_UNBLOCK, &one, NULL);
    return NULL;
}

/* Blocks the stop signals on every thread (this one, before any other is
 * made) and starts the thread that takes them; those that came ignored (as
 * under nohup) or blocked stay so. Without that thread, they keep their
 * default action, as before. */
void catch_stop_signals(void)
{
    static sigset_t set;
    sigset_t old;
    struct sigaction before;
    sigemptyset(&set);
    pthread_sigmask(SIG_BLOCK, NULL, &old);
    int count = 0;
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++)
        if (sigaction(stop_signals[i], NULL, &before) == 0 && before.sa_handler != SIG_IGN &&
            !sigismember(&old, stop_signals[i]) && !sigaddset(&set, stop_signals[i]))
            count++;
    if (!count)
        return;
    pthread_sigmask(SIG_BLOCK, &set, NULL);
    if (pthread_create(&stop_taker, NULL, take_stop_signals, &set) == 0) {
        stop_taker_started = 1;
        pipe_signal_taken = sigismember(&set, SIGPIPE) == 1;
    } else
        pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* Ends the thread taking the stop signals as the run ends (no row is
 * written any more): left running, its memory was lost at every exit
 * (valgrind). One that has taken a signal is waited for: it ends the
 * program by that signal, as it would have. */
void end_stop_signals(void)
{
    if (!stop_taker_started)
        return;
    stop_taker_started = 0;
    pthread_cancel(stop_taker); /* sigwait() is a cancellation point */
    pthread_join(stop_taker, NULL);
}

/* Begins a write of the --jsonl partial file that a stop signal must not
 * cut: the write marked. Once a stop signal has come, never returns: the
 * thread taking it ends the program, and nothing is begun. */
void begin_row_write(void)
{
    atomic_store(&row_writing, 1);
    if (atomic_load(&stopping)) {
        atomic_store(&row_writing, 0);
        for (;;)
            pause();
    }
}

/* Ends it: a stop signal that came meanwhile ends the program now. */
void end_row_write(void)
{
    atomic_store(&row_writing, 0);
}

/* A write failed with error (an errno): a pipe closed (EPIPE) ends the run
 * by SIGPIPE, as the other stop signals do (the row being written whole),
 * and never returns; unless SIGPIPE came ignored (or blocked): then the
 * write's failure is the caller's to handle. Never called in the middle of
 * a row write of this thread. */
void pipe_closed(int error)
{
    if (error != EPIPE || !pipe_signal_taken)
        return;
    kill(getpid(), SIGPIPE); /* to the process: the stop signals' thread takes it */
    for (;;)
        pause();
}

/* Once every game is played, a pipe closed under the table, the JSON on
 * standard output or the last progress line ends the run by SIGPIPE only
 * after the files are put in place (pipe_closed_later(), then
 * pipe_closed_now()): ended at once, "| head -1" or a pager quit before
 * the end lost the whole run's --json and --csv files, and left the rows
 * to --resume, where SIGPIPE ignored or a full disk there kept them. */
static int pipe_later;

/* pipe_closed(), but noted for pipe_closed_now(): 1 when it will end the
 * run (nothing to say), else 0. */
int pipe_closed_later(int error)
{
    if (error != EPIPE || !pipe_signal_taken)
        return 0;
    pipe_later = 1;
    return 1;
}

void pipe_closed_now(void)
{
    if (pipe_later)
        pipe_closed(EPIPE);
}

/* finish_stdout(), but standard output a pipe closed (| head -1) ends the
 * run by SIGPIPE (pipe_closed_later()), with no message, as a shell
 * pipeline expects. 0, or 1 after the message. */
int finish_table(const char *program)
{
    errno = 0;
    if (!ferror(stdout) && fflush(stdout) != 0) {
        int why = errno;
        fclose(stdout);
        if (!pipe_closed_later(why))
            fprintf(stderr, "%s: cannot write to standard output: %s\n", program,
                    why ? strerror(why) : "a write failed");
        return 1;
    }
    if (pipe_later) { /* the table or the JSON into a pipe closed: said by SIGPIPE */
        fclose(stdout);
        return 1;
    }
    return finish_stdout(program);
}
