// Kerberos' GSSAPI, which libcurl calls only for HTTP Negotiate
// authentication, never asked for by image-feed.
#pragma GCC visibility push(hidden)
#include <gssapi/gssapi.h>
#include "LazyLibrary.h"

static struct lazy_library gssapi = { "libgssapi_krb5.so.2", 0, 0 };

// Without the library: unavailable, with no minor status.
#define FAILED (minor ? (void)(*minor = 0) : (void)0, (OM_uint32)GSS_S_UNAVAILABLE)

// The name type of "service@host" names (RFC 2743, 1.2.840.113554.1.2.1.4):
// libcurl passes it by value, and the library compares name types by their
// bytes, so this copy stands for the library's own.
static gss_OID_desc hostbased_service = { 10, (void *)"\x2a\x86\x48\x86\xf7\x12\x01\x02\x01\x04" };
gss_OID GSS_C_NT_HOSTBASED_SERVICE = &hostbased_service;

LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_delete_sec_context,
             (OM_uint32 *minor, gss_ctx_id_t *context, gss_buffer_t token), (minor, context, token))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_display_name,
             (OM_uint32 *minor, gss_name_t name, gss_buffer_t buffer, gss_OID *type), (minor, name, buffer, type))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_display_status,
             (OM_uint32 *minor, OM_uint32 status, int status_type, gss_OID mechanism, OM_uint32 *context, gss_buffer_t text),
             (minor, status, status_type, mechanism, context, text))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_import_name,
             (OM_uint32 *minor, gss_buffer_t buffer, gss_OID type, gss_name_t *name), (minor, buffer, type, name))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_init_sec_context,
             (OM_uint32 *minor, gss_cred_id_t credential, gss_ctx_id_t *context, gss_name_t target, gss_OID mechanism,
              OM_uint32 flags, OM_uint32 lifetime, gss_channel_bindings_t bindings, gss_buffer_t input,
              gss_OID *actual_mechanism, gss_buffer_t output, OM_uint32 *returned_flags, OM_uint32 *returned_lifetime),
             (minor, credential, context, target, mechanism, flags, lifetime, bindings, input, actual_mechanism, output,
              returned_flags, returned_lifetime))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_inquire_context,
             (OM_uint32 *minor, gss_ctx_id_t context, gss_name_t *source, gss_name_t *target, OM_uint32 *lifetime,
              gss_OID *mechanism, OM_uint32 *flags, int *locally_initiated, int *open),
             (minor, context, source, target, lifetime, mechanism, flags, locally_initiated, open))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_release_buffer, (OM_uint32 *minor, gss_buffer_t buffer), (minor, buffer))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_release_name, (OM_uint32 *minor, gss_name_t *name), (minor, name))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_unwrap,
             (OM_uint32 *minor, gss_ctx_id_t context, gss_buffer_t input, gss_buffer_t output, int *confidential,
              gss_qop_t *qop), (minor, context, input, output, confidential, qop))
LAZY_FORWARD(gssapi, OM_uint32, FAILED, gss_wrap,
             (OM_uint32 *minor, gss_ctx_id_t context, int encrypt, gss_qop_t qop, gss_buffer_t input, int *confidential,
              gss_buffer_t output), (minor, context, encrypt, qop, input, confidential, output))
#pragma GCC visibility pop
