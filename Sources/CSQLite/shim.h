#include <sqlite3.h>

// Swift cannot call C variadic functions; these wrap the ones the store needs.
static inline int dashpilot_sqlite3_config_log(void (*callback)(void *, int, const char *), void *context) {
    return sqlite3_config(SQLITE_CONFIG_LOG, callback, context);
}

// SQLITE_TRANSIENT is a macro over a cast Swift cannot import.
static inline sqlite3_destructor_type dashpilot_sqlite3_transient(void) {
    return SQLITE_TRANSIENT;
}
