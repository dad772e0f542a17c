/*
 * The load test's floor: a minimal relay of a move's bytes, to weigh the server against.
 * usage: relay TO_MOVER TO_PARTNER   (prints "port N" once it listens on 127.0.0.1)
 *
 * One thread, epoll, non-blocking sockets with TCP_NODELAY. A connection's first line is
 * "pair N": it answers "ready" and N and N^1 become partners. Every later line is a move: the
 * sender gets one write of TO_MOVER bytes (as a server's ack and state), the partner one write
 * of the line padded to TO_PARTNER bytes (as the state the opponent is shown). Each length
 * counts its line end; 0 sends the line as it came. Nothing is stored and nothing is parsed
 * beyond the line end: whatever the server costs above this is what a move costs it. It ends
 * when its standard input closes, so it never outlives the load test that started it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#define MAX_CONN 65536
#define IN_CAP 4096

struct conn {
  int fd;
  int pair;          /* -1 until its "pair N" line */
  size_t in_len;
  char in[IN_CAP];
  char *out;         /* bytes the kernel did not take yet */
  size_t out_len, out_cap;
};

static struct conn *conns[MAX_CONN];  /* by fd */
static int members[MAX_CONN];         /* fd by pair number, 0 when absent */
static int epfd;
static char *to_mover, *padded;
static size_t mover_len, partner_len;

static void want_out(struct conn *c, int on) {
  struct epoll_event ev = {.events = EPOLLIN | (on ? EPOLLOUT : 0), .data.fd = c->fd};
  epoll_ctl(epfd, EPOLL_CTL_MOD, c->fd, &ev);
}

/* Writes now what the kernel takes; keeps the rest for EPOLLOUT. */
static void send_bytes(struct conn *c, const char *bytes, size_t len) {
  if (c->out_len == 0) {
    ssize_t n = write(c->fd, bytes, len);
    if (n < 0) n = (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : (ssize_t)len;
    bytes += n;
    len -= (size_t)n;
    if (len == 0) return;
    want_out(c, 1);
  }
  if (c->out_len + len > c->out_cap) {
    c->out_cap = (c->out_len + len) * 2;
    c->out = realloc(c->out, c->out_cap);
  }
  memcpy(c->out + c->out_len, bytes, len);
  c->out_len += len;
}

static void drain_out(struct conn *c) {
  ssize_t n = write(c->fd, c->out, c->out_len);
  if (n <= 0) return;
  memmove(c->out, c->out + n, c->out_len - (size_t)n);
  c->out_len -= (size_t)n;
  if (c->out_len == 0) want_out(c, 0);
}

static void close_conn(struct conn *c) {
  if (c->pair >= 0 && c->pair < MAX_CONN && members[c->pair] == c->fd) members[c->pair] = 0;
  epoll_ctl(epfd, EPOLL_CTL_DEL, c->fd, NULL);
  close(c->fd);
  conns[c->fd] = NULL;
  free(c->out);
  free(c);
}

/* One line (without its end) from c. */
static void line(struct conn *c, char *text, size_t len) {
  if (c->pair < 0) {
    if (len > 5 && strncmp(text, "pair ", 5) == 0) {
      c->pair = atoi(text + 5);
      if (c->pair >= 0 && c->pair < MAX_CONN) members[c->pair] = c->fd;
      send_bytes(c, "ready\r\n", 7);
    }
    return;
  }
  int partner_fd = members[c->pair ^ 1];
  struct conn *partner = partner_fd > 0 ? conns[partner_fd] : NULL;
  if (mover_len == 0) {
    send_bytes(c, "ok\r\n", 4);
  } else {
    send_bytes(c, to_mover, mover_len);
  }
  if (partner == NULL) return;
  if (partner_len == 0 || len + 2 >= partner_len) {
    memcpy(padded, text, len);
    memcpy(padded + len, "\r\n", 2);
    send_bytes(partner, padded, len + 2);
  } else {
    memcpy(padded, text, len);  /* the rest of padded is filler and the line end, made once */
    padded[len] = ' ';
    send_bytes(partner, padded, partner_len);
  }
}

static void readable(struct conn *c) {
  for (;;) {
    ssize_t n = read(c->fd, c->in + c->in_len, IN_CAP - c->in_len);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) {
      close_conn(c);
      return;
    }
    if (n < 0) return;
    c->in_len += (size_t)n;
    size_t start = 0;
    for (size_t i = 0; i < c->in_len; i++) {
      if (c->in[i] == '\n') {
        size_t end = i > start && c->in[i - 1] == '\r' ? i - 1 : i;
        line(c, c->in + start, end - start);
        start = i + 1;
      }
    }
    memmove(c->in, c->in + start, c->in_len - start);
    c->in_len -= start;
    if (c->in_len == IN_CAP) c->in_len = 0; /* a line too long: dropped */
  }
}

/* A line of len bytes: "ok", filler, the line end (len 0: none). */
static char *filled(size_t len) {
  char *bytes = malloc(len + IN_CAP + 2);
  memset(bytes, 'x', len + IN_CAP);
  if (len >= 4) {
    memcpy(bytes, "ok ", 3);
    memcpy(bytes + len - 2, "\r\n", 2);
  }
  return bytes;
}

int main(int argc, char **argv) {
  mover_len = argc > 1 ? (size_t)atol(argv[1]) : 0;
  partner_len = argc > 2 ? (size_t)atol(argv[2]) : 0;
  to_mover = filled(mover_len);
  padded = filled(partner_len);
  int server = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  int one = 1;
  setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = 0};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(server, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(server, 4096) < 0) {
    perror("relay");
    return 1;
  }
  socklen_t size = sizeof addr;
  getsockname(server, (struct sockaddr *)&addr, &size);
  printf("port %d\n", ntohs(addr.sin_port));
  fflush(stdout);
  epfd = epoll_create1(0);
  struct epoll_event ev = {.events = EPOLLIN, .data.fd = server};
  epoll_ctl(epfd, EPOLL_CTL_ADD, server, &ev);
  struct epoll_event input = {.events = EPOLLIN, .data.fd = STDIN_FILENO};
  epoll_ctl(epfd, EPOLL_CTL_ADD, STDIN_FILENO, &input);
  struct epoll_event events[256];
  for (;;) {
    int n = epoll_wait(epfd, events, 256, -1);
    for (int i = 0; i < n; i++) {
      int fd = events[i].data.fd;
      if (fd == STDIN_FILENO) {
        char discard[64];
        if (read(STDIN_FILENO, discard, sizeof discard) <= 0) return 0; /* the load test is gone */
        continue;
      }
      if (fd == server) {
        int client;
        while ((client = accept4(server, NULL, NULL, SOCK_NONBLOCK)) >= 0) {
          if (client >= MAX_CONN) {
            close(client);
            continue;
          }
          setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
          struct conn *c = calloc(1, sizeof *c);
          c->fd = client;
          c->pair = -1;
          conns[client] = c;
          struct epoll_event cev = {.events = EPOLLIN, .data.fd = client};
          epoll_ctl(epfd, EPOLL_CTL_ADD, client, &cev);
        }
        continue;
      }
      struct conn *c = conns[fd];
      if (c == NULL) continue;
      if (events[i].events & EPOLLOUT) drain_out(c);
      if (events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) readable(c);
    }
  }
}
