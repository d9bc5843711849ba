/* libzip's types and constants only. There is deliberately no `link "zip"`
   in the module map: ZipArchive loads libzip.so.4 with dlopen on the first
   ZIP a run reads or writes, so the runs that never touch a ZIP (nearly
   every start of tracker and goals) do not load libzip and the libcrypto,
   libbz2 and zlib it drags in. */
#include <zip.h>
