// The system's SQLite, for platforms whose SDK has no `SQLite3` module.
#include <sqlite3.h>
