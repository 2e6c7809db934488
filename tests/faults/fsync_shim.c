/* An LD_PRELOAD shim for real disk faults in end-to-end tests (issue 24): fsync and fdatasync that block
 * (a disk stall, where fsfreeze is not allowed) or fail with EIO, and writes that fail with EIO.
 *
 * Controlled by two environment variables, read once:
 *   TABLESIDE_FAULT_CONTROL  a file whose first word says what to do now, read at every call:
 *                            "ok" (or no file): pass through;
 *                            "stall": fsync/fdatasync block while the file says "stall" (checked every 10 ms);
 *                            "eio": fsync/fdatasync fail with EIO (nothing is flushed);
 *                            "eio-write": write/pwrite/pwrite64 fail with EIO, before writing anything.
 *   TABLESIDE_FAULT_DIR      only files whose path starts with this are touched (the event file's folder);
 *                            a descriptor's path is read from /proc/self/fd.
 *   TABLESIDE_FAULT_LOG      optional: a file each fault is appended to ("stall fdatasync PATH" ...), as evidence.
 *
 * Built by the test itself: cc -shared -fPIC -o fsync_shim.so fsync_shim.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

typedef int (*sync_fn)(int);
typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*pwrite_fn)(int, const void *, size_t, off_t);
typedef ssize_t (*pwrite64_fn)(int, const void *, size_t, off64_t);

static sync_fn real_fsync, real_fdatasync;
static write_fn real_write;
static pwrite_fn real_pwrite;
static pwrite64_fn real_pwrite64;

static void resolve(void) {
    if (real_write == NULL) {
        real_fsync = (sync_fn)dlsym(RTLD_NEXT, "fsync");
        real_fdatasync = (sync_fn)dlsym(RTLD_NEXT, "fdatasync");
        real_write = (write_fn)dlsym(RTLD_NEXT, "write");
        real_pwrite = (pwrite_fn)dlsym(RTLD_NEXT, "pwrite");
        real_pwrite64 = (pwrite64_fn)dlsym(RTLD_NEXT, "pwrite64");
    }
}

/* The control file's first word: 0 ok, 1 stall, 2 eio, 3 eio-write. */
static int mode(void) {
    const char *control = getenv("TABLESIDE_FAULT_CONTROL");
    char word[32];
    ssize_t n;
    int fd;
    if (control == NULL || (fd = open(control, O_RDONLY | O_CLOEXEC)) < 0)
        return 0;
    n = read(fd, word, sizeof word - 1);
    close(fd);
    if (n <= 0)
        return 0;
    word[n] = '\0';
    if (strncmp(word, "stall", 5) == 0)
        return 1;
    if (strncmp(word, "eio-write", 9) == 0)
        return 3;
    if (strncmp(word, "eio", 3) == 0)
        return 2;
    return 0;
}

/* Whether descriptor fd is a file under TABLESIDE_FAULT_DIR; its path in path. */
static int under(int fd, char *path, size_t size) {
    const char *dir = getenv("TABLESIDE_FAULT_DIR");
    char link[64];
    ssize_t n;
    if (dir == NULL || *dir == '\0')
        return 0;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    n = readlink(link, path, size - 1);
    if (n <= 0)
        return 0;
    path[n] = '\0';
    return strncmp(path, dir, strlen(dir)) == 0;
}

static void note(const char *what, const char *path) {
    const char *log = getenv("TABLESIDE_FAULT_LOG");
    char line[4200];
    int fd, n;
    if (log == NULL || (fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644)) < 0)
        return;
    n = snprintf(line, sizeof line, "%s %s\n", what, path);
    if (n > 0)
        real_write(fd, line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1));
    close(fd);
}

static int faulty_sync(int fd, sync_fn real, const char *name) {
    char path[4096];
    char what[64];
    resolve();
    if (under(fd, path, sizeof path)) {
        int now = mode();
        if (now == 1) {
            struct timespec pause = {0, 10 * 1000 * 1000};
            snprintf(what, sizeof what, "stall %s", name);
            note(what, path);
            while (mode() == 1)
                nanosleep(&pause, NULL);
        } else if (now == 2) {
            snprintf(what, sizeof what, "eio %s", name);
            note(what, path);
            errno = EIO;
            return -1;
        }
    }
    return real(fd);
}

int fsync(int fd) { resolve(); return faulty_sync(fd, real_fsync, "fsync"); }
int fdatasync(int fd) { resolve(); return faulty_sync(fd, real_fdatasync, "fdatasync"); }

static int write_fails(int fd, const char *name) {
    char path[4096];
    char what[64];
    if (fd <= 2 || !under(fd, path, sizeof path) || mode() != 3)
        return 0;
    snprintf(what, sizeof what, "eio %s", name);
    note(what, path);
    errno = EIO;
    return 1;
}

ssize_t write(int fd, const void *buf, size_t count) {
    resolve();
    if (write_fails(fd, "write"))
        return -1;
    return real_write(fd, buf, count);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    resolve();
    if (write_fails(fd, "pwrite"))
        return -1;
    return real_pwrite(fd, buf, count, offset);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset) {
    resolve();
    if (write_fails(fd, "pwrite64"))
        return -1;
    return real_pwrite64(fd, buf, count, offset);
}
