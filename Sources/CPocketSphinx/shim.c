#include "CPocketSphinx.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef void *(*parse_fn)(void *, const void *, int32_t, char **, int32_t);
typedef const void *(*args_fn)(void);
typedef void *(*init_fn)(void *);
typedef int (*free_fn)(void *);
typedef int (*config_free_fn)(void *);
typedef int (*add_word_fn)(void *, const char *, const char *, int);
typedef int (*set_string_fn)(void *, const char *, const char *);
typedef int (*set_search_fn)(void *, const char *);
typedef int (*utt_fn)(void *);
typedef void *(*logmath_fn)(void *);
typedef void *(*fsg_read_fn)(const char *, void *, float);
typedef int (*set_fsg_fn)(void *, const char *, void *);
typedef int (*fsg_free_fn)(void *);
typedef int (*process_fn)(void *, const int16_t *, size_t, int, int);
typedef uint8_t (*in_speech_fn)(void *);
typedef const char *(*hyp_fn)(void *, int32_t *);
typedef void *(*config_fn)(void *);
typedef void *(*ngram_read_fn)(void *, const char *, int, void *);
typedef void *(*ngram_set_init_fn)(void *, void **, char **, const float *, int32_t);
typedef int (*set_lm_fn)(void *, const char *, void *);
typedef void *(*seg_iter_fn)(void *);
typedef void *(*seg_next_fn)(void *);
typedef const char *(*seg_word_fn)(void *);
typedef void (*seg_frames_fn)(void *, int *, int *);
typedef void (*seg_free_fn)(void *);

static struct {
    parse_fn parse;
    config_free_fn config_free;
    args_fn args;
    init_fn init;
    free_fn free;
    add_word_fn add_word;
    set_string_fn set_jsgf_string;
    set_string_fn set_lm_file;
    set_search_fn set_search;
    utt_fn start_utt;
    process_fn process_raw;
    utt_fn end_utt;
    in_speech_fn in_speech;
    hyp_fn hyp;
    logmath_fn logmath;
    fsg_read_fn fsg_read;
    set_fsg_fn set_fsg;
    fsg_free_fn fsg_free;
    config_fn get_config;
    ngram_read_fn ngram_read;
    ngram_set_init_fn ngram_set_init;
    set_lm_fn set_lm;
    seg_iter_fn seg_iter;
    seg_next_fn seg_next;
    seg_word_fn seg_word;
    seg_frames_fn seg_frames;
    seg_free_fn seg_free;
    int loaded;
} api;

static void *symbol(void *library, const char *name, char *error, size_t size, int *failed) {
    void *found = dlsym(library, name);
    if (!found && !*failed) {
        snprintf(error, size, "%s has no %s", "libpocketsphinx", name);
        *failed = 1;
    }
    return found;
}

int dp_ps_load(const char *library, char *error, size_t size) {
    if (api.loaded) return 0;
    /* Global, so libpocketsphinx finds sphinxbase's symbols. */
    void *base = dlopen("libsphinxbase.so.3", RTLD_NOW | RTLD_GLOBAL);
    if (!base) { snprintf(error, size, "%s", dlerror()); return -1; }
    void *ps = dlopen(library ? library : "libpocketsphinx.so.3", RTLD_NOW | RTLD_GLOBAL);
    if (!ps) { snprintf(error, size, "%s", dlerror()); return -1; }
    int failed = 0;
    api.parse = (parse_fn)symbol(base, "cmd_ln_parse_r", error, size, &failed);
    api.config_free = (config_free_fn)symbol(base, "cmd_ln_free_r", error, size, &failed);
    api.args = (args_fn)symbol(ps, "ps_args", error, size, &failed);
    api.init = (init_fn)symbol(ps, "ps_init", error, size, &failed);
    api.free = (free_fn)symbol(ps, "ps_free", error, size, &failed);
    api.add_word = (add_word_fn)symbol(ps, "ps_add_word", error, size, &failed);
    api.set_jsgf_string = (set_string_fn)symbol(ps, "ps_set_jsgf_string", error, size, &failed);
    api.set_lm_file = (set_string_fn)symbol(ps, "ps_set_lm_file", error, size, &failed);
    api.set_search = (set_search_fn)symbol(ps, "ps_set_search", error, size, &failed);
    api.start_utt = (utt_fn)symbol(ps, "ps_start_utt", error, size, &failed);
    api.process_raw = (process_fn)symbol(ps, "ps_process_raw", error, size, &failed);
    api.end_utt = (utt_fn)symbol(ps, "ps_end_utt", error, size, &failed);
    api.in_speech = (in_speech_fn)symbol(ps, "ps_get_in_speech", error, size, &failed);
    api.hyp = (hyp_fn)symbol(ps, "ps_get_hyp", error, size, &failed);
    api.logmath = (logmath_fn)symbol(ps, "ps_get_logmath", error, size, &failed);
    api.fsg_read = (fsg_read_fn)symbol(base, "fsg_model_readfile", error, size, &failed);
    api.set_fsg = (set_fsg_fn)symbol(ps, "ps_set_fsg", error, size, &failed);
    api.fsg_free = (fsg_free_fn)symbol(base, "fsg_model_free", error, size, &failed);
    api.get_config = (config_fn)symbol(ps, "ps_get_config", error, size, &failed);
    api.ngram_read = (ngram_read_fn)symbol(base, "ngram_model_read", error, size, &failed);
    api.ngram_set_init = (ngram_set_init_fn)symbol(base, "ngram_model_set_init", error, size, &failed);
    api.set_lm = (set_lm_fn)symbol(ps, "ps_set_lm", error, size, &failed);
    api.seg_iter = (seg_iter_fn)symbol(ps, "ps_seg_iter", error, size, &failed);
    api.seg_next = (seg_next_fn)symbol(ps, "ps_seg_next", error, size, &failed);
    api.seg_word = (seg_word_fn)symbol(ps, "ps_seg_word", error, size, &failed);
    api.seg_frames = (seg_frames_fn)symbol(ps, "ps_seg_frames", error, size, &failed);
    api.seg_free = (seg_free_fn)symbol(ps, "ps_seg_free", error, size, &failed);
    if (failed) return -1;
    api.loaded = 1;
    return 0;
}

void *dp_ps_new(int argc, const char **argv) {
    void *config = api.parse(NULL, api.args(), argc, (char **)argv, 1);
    if (!config) return NULL;
    void *decoder = api.init(config);
    api.config_free(config);  /* the decoder keeps its own reference */
    return decoder;
}

void dp_ps_free(void *decoder) { if (decoder) api.free(decoder); }
int dp_ps_add_word(void *d, const char *word, const char *phones, int update) { return api.add_word(d, word, phones, update); }
int dp_ps_set_jsgf_string(void *d, const char *name, const char *jsgf) { return api.set_jsgf_string(d, name, jsgf); }
int dp_ps_set_fsg_file(void *d, const char *name, const char *path, float lw) {
    void *fsg = api.fsg_read(path, api.logmath(d), lw);
    if (!fsg) return -1;
    /* Kept for the life of the process: one small model, and no reliance on how the search counts references. */
    return api.set_fsg(d, name, fsg);
}
int dp_ps_set_interpolated_lm(void *d, const char *name, const char *first, const char *second, float second_weight) {
    void *config = api.get_config(d);
    void *models[2];
    /* NGRAM_AUTO (the format from the file's contents), on the decoder's log scale. */
    models[0] = api.ngram_read(config, first, 0, api.logmath(d));
    if (!models[0]) return -1;
    models[1] = api.ngram_read(config, second, 0, api.logmath(d));
    if (!models[1]) return -1;
    char *names[2] = {"first", "second"};
    float weights[2] = {1 - second_weight, second_weight};
    /* With weights, the set interpolates its models rather than switching between them. Kept for the life
       of the process, like the FSG. */
    void *set = api.ngram_set_init(config, models, names, weights, 2);
    if (!set) return -1;
    return api.set_lm(d, name, set);
}
int dp_ps_set_lm_file(void *d, const char *name, const char *path) { return api.set_lm_file(d, name, path); }
int dp_ps_set_search(void *d, const char *name) { return api.set_search(d, name); }
int dp_ps_start_utt(void *d) { return api.start_utt(d); }
int dp_ps_process_raw(void *d, const int16_t *samples, size_t count, int full) { return api.process_raw(d, samples, count, 0, full); }
int dp_ps_end_utt(void *d) { return api.end_utt(d); }
int dp_ps_in_speech(void *d) { return api.in_speech(d); }
const char *dp_ps_hypothesis(void *d, int32_t *score) { return api.hyp(d, score); }

int dp_ps_segments(void *d, char *out, size_t size) {
    size_t used = 0;
    if (size > 0) out[0] = 0;
    for (void *seg = api.seg_iter(d); seg; seg = api.seg_next(seg)) {
        int start = 0, end = 0;
        api.seg_frames(seg, &start, &end);
        int written = snprintf(out + used, size - used, "%s %d %d\n", api.seg_word(seg), start, end);
        if (written < 0 || (size_t)written >= size - used) {
            api.seg_free(seg);
            return -1;
        }
        used += (size_t)written;
    }
    return (int)used;
}
