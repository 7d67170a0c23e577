/* Stop signals of hunters-sim's runs, plain and compare: SIGINT, SIGTERM,
 * SIGHUP and SIGPIPE (those not ignored or blocked at the start) are taken
 * by a thread of their own, which waits for the row being written (a
 * --jsonl row and its check; the files being put in place) and then ends
 * the program by the signal, the status a shell shows for it (doc/sim.md,
 * Interrupted runs). Details in stop_signals.c. */
#ifndef HUNTERS_TOOLS_SIM_STOP_SIGNALS_H
#define HUNTERS_TOOLS_SIM_STOP_SIGNALS_H

/* Blocks the stop signals on every thread and starts the thread that takes
 * them: call it before any other thread is made and before the first row. */
void catch_stop_signals(void);
/* Ends that thread as the run ends; one that has taken a signal ends the
 * program by it. Call it before every return or exit once caught. */
void end_stop_signals(void);
/* Marks a write a stop signal must not cut (a row and its check, the files
 * renamed into place); never returns once a stop signal has come. */
void begin_row_write(void);
/* Ends the mark: a stop signal that came meanwhile ends the program now. */
void end_row_write(void);
/* A write failed with error (an errno): a pipe closed (EPIPE) ends the run
 * by SIGPIPE and never returns, unless SIGPIPE came ignored or blocked:
 * then the failure is the caller's to say. Not inside a row write. */
void pipe_closed(int error);
/* pipe_closed(), but once every game is played: noted, and the run ended by
 * pipe_closed_now() once the files are in place. 1 when it will end the
 * run (nothing to say), else 0. */
int pipe_closed_later(int error);
void pipe_closed_now(void);
/* finish_stdout(), but standard output a pipe closed (| head -1) ends the
 * run by SIGPIPE (pipe_closed_later()), with no message. 0, or 1 after
 * the message, which names program. */
int finish_table(const char *program);

#endif
