/* libjpeg-turbo's classic API (Debian libjpeg62-turbo-dev). jpeglib.h needs
   stdio.h (FILE) and size_t declared before it. */
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
