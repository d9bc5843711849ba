#include "LazyLibraries.h"

#include <gssapi/gssapi.h>
#include <p11-kit/p11-kit.h>
#include <sasl/sasl.h>
#include <string.h>

int lazy_libraries_check(void) {
    int reached = 0;
    // Each answer below is one only the library gives (a forwarder without
    // its library answers "unavailable").
    const char *text = sasl_errstring(SASL_NOMEM, "en", 0);
    if (text && strstr(text, "memory")) reached |= 1;
    if (p11_kit_space_strlen((const unsigned char *)"ab  ", 4) == 2) reached |= 2;
    OM_uint32 minor = 0, context = 0;
    gss_buffer_desc status = GSS_C_EMPTY_BUFFER;
    if (gss_display_status(&minor, GSS_S_BAD_NAME, GSS_C_GSS_CODE, GSS_C_NO_OID, &context, &status) == GSS_S_COMPLETE) {
        if (status.length > 0) reached |= 4;
        gss_release_buffer(&minor, &status);
    }
    return reached;
}
