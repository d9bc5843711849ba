/* libpq's types and constants only. There is deliberately no `link "pq"` in
   the module map: the Postgres module loads libpq.so.5 with dlopen on first
   use, so the apps that never sync (every start of tracker, goals,
   my-habits) do not load libpq and the libssl, GSSAPI and LDAP it drags in. */
#include <postgresql/libpq-fe.h>
