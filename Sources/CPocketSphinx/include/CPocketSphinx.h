#ifndef DASHPILOT_CPOCKETSPHINX_H
#define DASHPILOT_CPOCKETSPHINX_H

#include <stddef.h>
#include <stdint.h>

/* Debian 12's pocketsphinx (0.8+5prealpha), reached through dlopen so that DashPilot builds and runs
   without it; only `dashpilot listen` needs it. Every function is safe to call only after
   dp_ps_load() returned 0. */

/* Loads libsphinxbase.so.3 and `library` (libpocketsphinx.so.3 when NULL). Returns 0, or -1 with a message
   in `error`. */
int dp_ps_load(const char *library, char *error, size_t error_size);

/* A decoder configured from `argc` command-line style arguments ("-hmm", path, ...); NULL on failure. */
void *dp_ps_new(int argc, const char **argv);
void dp_ps_free(void *decoder);

int dp_ps_add_word(void *decoder, const char *word, const char *phones, int update);
int dp_ps_set_jsgf_string(void *decoder, const char *name, const char *jsgf);
/* Sets a finite-state grammar read from a file in sphinxbase's FSG format, under `name`. */
int dp_ps_set_fsg_file(void *decoder, const char *name, const char *path, float language_weight);
int dp_ps_set_lm_file(void *decoder, const char *name, const char *path);
/* Sets, under `name`, the two n-gram models in files `first` and `second` (ARPA or binary) interpolated:
   P = (1 - second_weight) P_first + second_weight P_second. */
int dp_ps_set_interpolated_lm(void *decoder, const char *name, const char *first, const char *second, float second_weight);
int dp_ps_set_search(void *decoder, const char *name);

int dp_ps_start_utt(void *decoder);
int dp_ps_process_raw(void *decoder, const int16_t *samples, size_t count, int full_utterance);
int dp_ps_end_utt(void *decoder);
int dp_ps_in_speech(void *decoder);
/* The best hypothesis so far, or NULL; its path score goes to `score`. Owned by the decoder. */
const char *dp_ps_hypothesis(void *decoder, int32_t *score);
/* The last utterance's words with their first and last 10 ms frames, one "word start end" line each, fillers
   ("<sil>", "[NOISE]") among them, written to out; the bytes written, or -1 when they do not fit in size. */
int dp_ps_segments(void *decoder, char *out, size_t size);

#endif
