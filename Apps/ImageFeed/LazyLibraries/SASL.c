// Cyrus SASL, which OpenLDAP calls for LDAP binds: libcurl's ldap:// URLs,
// which URLSession never opens (it allows HTTP and HTTPS only).
#pragma GCC visibility push(hidden)
#include <sasl/sasl.h>
#include "LazyLibrary.h"

static struct lazy_library sasl = { "libsasl2.so.2", 0, 0 };

LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_client_init, (const sasl_callback_t *callbacks), (callbacks))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_client_new,
             (const char *service, const char *server, const char *local, const char *remote,
              const sasl_callback_t *callbacks, unsigned flags, sasl_conn_t **connection),
             (service, server, local, remote, callbacks, flags, connection))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_client_start,
             (sasl_conn_t *connection, const char *mechanisms, sasl_interact_t **prompts, const char **output,
              unsigned *output_length, const char **mechanism),
             (connection, mechanisms, prompts, output, output_length, mechanism))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_client_step,
             (sasl_conn_t *connection, const char *input, unsigned input_length, sasl_interact_t **prompts,
              const char **output, unsigned *output_length),
             (connection, input, input_length, prompts, output, output_length))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_decode,
             (sasl_conn_t *connection, const char *input, unsigned input_length, const char **output, unsigned *output_length),
             (connection, input, input_length, output, output_length))
LAZY_FORWARD_VOID(sasl, sasl_dispose, (sasl_conn_t **connection), (connection))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_encode,
             (sasl_conn_t *connection, const char *input, unsigned input_length, const char **output, unsigned *output_length),
             (connection, input, input_length, output, output_length))
LAZY_FORWARD(sasl, const char *, "SASL library unavailable", sasl_errdetail, (sasl_conn_t *connection), (connection))
LAZY_FORWARD(sasl, const char *, "SASL library unavailable", sasl_errstring,
             (int code, const char *languages, const char **language), (code, languages, language))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_getprop, (sasl_conn_t *connection, int property, const void **value),
             (connection, property, value))
LAZY_FORWARD(sasl, const char **, 0, sasl_global_listmech, (void), ())
LAZY_FORWARD_VOID(sasl, sasl_set_mutex,
                  (sasl_mutex_alloc_t *allocate, sasl_mutex_lock_t *lock, sasl_mutex_unlock_t *unlock, sasl_mutex_free_t *release),
                  (allocate, lock, unlock, release))
LAZY_FORWARD(sasl, int, SASL_FAIL, sasl_setprop, (sasl_conn_t *connection, int property, const void *value),
             (connection, property, value))
#pragma GCC visibility pop
