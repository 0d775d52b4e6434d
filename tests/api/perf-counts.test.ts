import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessZone, zonedInstant } from '../../common/booking.ts';
import {
  APPOINTMENT_STATUSES,
  BLOG_STATUSES,
  type AppointmentStatus,
} from '../../common/constants.ts';
import { openDatabase } from '../../server/db/client.ts';
import { appointments } from '../../server/db/schema/booking.ts';
import { createSignedInApp, nextWeekday } from '../setup/api.ts';
import { bearer, passScheduledTime, sendBlog, signInAdmin } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { resetDatabase, testDatabaseUrl, testDbKind } from '../setup/test-db.ts';

/** A test that exists on one kind of database only (never reported as skipped on the other). */
const onlyOn = (kind: 'pglite' | 'postgres') =>
  testDbKind() === kind ? it : ((() => undefined) as unknown as typeof it);

/** An appointment row as another process (or an import) would write it with SQL. */
const rowSql = (status: AppointmentStatus, n: number) => sql`
  insert into appointments (name, email, preferred_date, preferred_time, slot_start, status)
  select 'Row ' || g, 'row' || g || '@example.com', current_date + 30, '6pm-9pm',
         now() + interval '30 days', ${status}
  from generate_series(1, ${n}) g`;

/**
 * Appointment and blog counts come from row_counts and appointment_day_counts, kept by
 * triggers (migration 0004): whatever writes the rows (the API, a service, SQL of another
 * process), every figure must equal a fresh count(*) at once.
 */
describe(`exact counts kept by the database on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  let address = 0;

  beforeAll(async () => {
    // Posts are also written with SQL here: no kept public reads.
    ({ t, token } = await createSignedInApp({
      BLOG_READ_CACHE: '0',
      BOOKING_SLOT_CAPACITY: '50',
    }));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = async (url: string, admin = true) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: admin ? bearer(token) : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const freshAppointmentCounts = async () => {
    const { rows } = await t.database.execute(
      'select status, count(*)::int as n from appointments group by status',
    );
    const counts = { Pending: 0, Confirmed: 0, Completed: 0, Cancelled: 0 };
    for (const row of rows) counts[row.status as AppointmentStatus] = Number(row.n);
    return counts;
  };

  /** Appointments created from the start of `from` to the start of the day after `to`. */
  const freshDayCounts = async (from: string, to: string) => {
    const { rows } = await t.database.execute(
      `select status, count(*)::int as n from appointments
       where created_at >= $1 and created_at < $2 group by status`,
      [zonedInstant(from, 0).toISOString(), zonedInstant(addDays(to, 1), 0).toISOString()],
    );
    const counts = { Pending: 0, Confirmed: 0, Completed: 0, Cancelled: 0 };
    for (const row of rows) counts[row.status as AppointmentStatus] = Number(row.n);
    return counts;
  };
  const expectDaysFresh = async (from: string, to: string) => {
    const fresh = await freshDayCounts(from, to);
    expect(await t.app.deps.services.booking.countByStatus({ from, to }), `${from}..${to}`).toEqual(
      fresh,
    );
    return fresh;
  };

  /** The list's totals and tabs, the service's counts and the dashboard equal count(*). */
  const expectAppointmentCountsFresh = async () => {
    const fresh = await freshAppointmentCounts();
    const all = Object.values(fresh).reduce((a, b) => a + b, 0);
    const list = await get('/api/appointments?limit=5');
    expect(list.counts).toEqual({ total: all, ...fresh });
    expect(list.pagination.total).toBe(all);
    for (const status of APPOINTMENT_STATUSES) {
      const filtered = await get(`/api/appointments?status=${status}&limit=5`);
      expect(filtered.pagination.total, status).toBe(fresh[status]);
      expect(filtered.pagination.totalPages).toBe(Math.ceil(fresh[status] / 5));
      expect(filtered.appointments).toHaveLength(Math.min(5, fresh[status]));
    }
    expect(await t.app.deps.services.booking.countByStatus()).toEqual(fresh);
    const today = todayInBusinessZone(new Date());
    const stats = await get(`/api/admin/stats?from=${addDays(today, -6)}&to=${today}`);
    expect(stats.totals.pendingAppointments).toBe(fresh.Pending);
    expect(stats.appointmentsByStatus).toEqual(await freshDayCounts(addDays(today, -6), today));
    await expectDaysFresh(addDays(today, -400), addDays(today, 400));
    return fresh;
  };

  const freshBlogCounts = async () => {
    const { rows } = await t.database.execute(
      'select status, count(*)::int as n from blogs group by status',
    );
    const counts = { published: 0, draft: 0, scheduled: 0 };
    for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
    const [publicRow] = (
      await t.database.execute(
        'select count(*)::int as n from blogs where publish_at is not null and publish_at <= now()',
      )
    ).rows;
    return { counts, public: Number(publicRow!.n) };
  };

  /** The admin tabs and totals and the public total equal count(*). */
  const expectBlogCountsFresh = async () => {
    const fresh = await freshBlogCounts();
    const all = fresh.counts.published + fresh.counts.draft + fresh.counts.scheduled;
    const admin = await get('/api/blogs?includeAll=true&limit=5');
    expect(admin.counts).toEqual({ all, ...fresh.counts });
    expect(admin.pagination.totalBlogs).toBe(all);
    for (const status of BLOG_STATUSES) {
      const filtered = await get(`/api/blogs?includeAll=true&status=${status}&limit=5`);
      expect(filtered.pagination.totalBlogs, status).toBe(fresh.counts[status]);
    }
    const visitor = await get('/api/blogs?limit=5', false);
    expect(visitor.pagination.totalBlogs).toBe(fresh.public);
    expect(visitor.pagination.totalPages).toBe(Math.ceil(fresh.public / 5));
    return fresh;
  };

  describe('appointments', () => {
    beforeAll(async () => {
      await resetDatabase(t.database);
      token = (await signInAdmin(t)).token;
    });

    it('counts bookings and status changes made through the API and the service', async () => {
      const ids: string[] = [];
      for (const [i, time] of ['6pm-9pm', '9pm-12am', '12am-3am', '6pm-9pm'].entries()) {
        address += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          remoteAddress: `10.9.0.${address}`,
          payload: {
            name: 'Sara Khan',
            email: `sara${i}@example.com`,
            phone: '+92 300 1234567',
            services: ['AI & Chatbots'],
            preferred_date: i < 3 ? nextWeekday(1) : nextWeekday(2),
            preferred_time: time,
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        ids.push(response.json().appointment._id);
      }
      expect(await expectAppointmentCountsFresh()).toMatchObject({ Pending: 4 });

      const put = async (id: string, status: AppointmentStatus) => {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/appointments/${id}`,
          headers: bearer(token),
          payload: { status },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await put(ids[0]!, 'Confirmed');
      await put(ids[1]!, 'Cancelled');
      // The same status again changes nothing (the calendar sequence is bumped all the same).
      await put(ids[0]!, 'Confirmed');
      expect(await expectAppointmentCountsFresh()).toEqual({
        Pending: 2,
        Confirmed: 1,
        Completed: 0,
        Cancelled: 1,
      });
      await t.app.deps.services.booking.setStatus(ids[0]!, 'Completed');
      await t.app.deps.services.booking.setStatus(ids[1]!, 'Pending');
      expect(await expectAppointmentCountsFresh()).toEqual({
        Pending: 3,
        Confirmed: 0,
        Completed: 1,
        Cancelled: 0,
      });
    });

    it('counts inserts, updates and deletes made with SQL, many rows at once', async () => {
      const { db } = t.database;
      await db.execute(rowSql('Pending', 25));
      await db.execute(rowSql('Cancelled', 7));
      await expectAppointmentCountsFresh();
      // One statement moving rows between several statuses.
      await db.execute(sql`
        update appointments set status = case when name like 'Row 1%' then 'Completed'
                                              else 'Confirmed' end
        where status in ('Pending', 'Cancelled') and name like 'Row %'`);
      await expectAppointmentCountsFresh();
      // Updates that leave the status alone.
      await db
        .update(appointments)
        .set({ notes: 'seen', calendarSequence: sql`${appointments.calendarSequence} + 1` });
      await expectAppointmentCountsFresh();
      await db.delete(appointments).where(eq(appointments.status, 'Completed'));
      await db.execute(sql`delete from appointments where name = 'Row 2'`);
      await expectAppointmentCountsFresh();
    });

    it('leaves the counts alone when a transaction rolls back', async () => {
      const before = await freshAppointmentCounts();
      await expect(
        t.database.db.transaction(async (tx) => {
          await tx.execute(rowSql('Pending', 3));
          await tx.execute(sql`update appointments set status = 'Cancelled'`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await expectAppointmentCountsFresh()).toEqual(before);
    });

    it('counts the appointments made on a range of days as count(*) over its instants', async () => {
      const { db } = t.database;
      const today = todayInBusinessZone(new Date());
      const from = addDays(today, -4);
      // Made over the last ten days, of every status, and right at the edges of `from`.
      await db.execute(sql`
        insert into appointments (name, email, preferred_date, preferred_time, slot_start,
                                  status, created_at)
        select 'Old ' || g, 'old' || g || '@example.com', current_date + 30, '6pm-9pm',
               now() + interval '30 days',
               (array['Pending','Confirmed','Completed','Cancelled'])[g % 4 + 1],
               now() - (g % 10) * interval '1 day' - g * interval '1 minute'
        from generate_series(1, 60) g`);
      const start = zonedInstant(from, 0).getTime();
      for (const [name, at] of [
        ['Edge before', start - 1],
        ['Edge at', start],
        ['Edge after', start + 1],
      ] as const) {
        await db.insert(appointments).values({
          name,
          email: 'edge@example.com',
          preferredDate: from,
          preferredTime: '6pm-9pm',
          slotStart: new Date(start),
          status: 'Confirmed',
          createdAt: new Date(at),
        });
      }
      await expectDaysFresh(from, today);
      await expectDaysFresh(from, from);
      await expectDaysFresh(addDays(from, -1), addDays(from, -1));
      // Created on another day (an import fixing its dates): both days follow.
      await db.execute(
        sql`update appointments set created_at = created_at - interval '3 days' where name like 'Old 1%'`,
      );
      await db.execute(
        sql`update appointments set status = 'Cancelled', created_at = created_at + interval '1 hour' where name like 'Old 2%'`,
      );
      await expectDaysFresh(from, today);
      await expectDaysFresh(addDays(today, -9), addDays(today, -5));
      await db.delete(appointments).where(eq(appointments.name, 'Edge at'));
      await expectDaysFresh(from, from);
      const stats = await get(`/api/admin/stats?from=${from}&to=${today}`);
      const fresh = await freshDayCounts(from, today);
      expect(stats.appointmentsByStatus).toEqual(fresh);
      expect(stats.totals.appointments).toBe(Object.values(fresh).reduce((a, b) => a + b, 0));
      await expectAppointmentCountsFresh();
    });

    onlyOn('postgres')(
      'counts what another app process writes, also at the same time as this one',
      async () => {
        const other = await openDatabase({ kind: 'postgres', url: (await testDatabaseUrl())! });
        try {
          await Promise.all([
            ...Array.from({ length: 8 }, () => other.db.execute(rowSql('Pending', 5))),
            ...Array.from({ length: 8 }, () => t.database.db.execute(rowSql('Confirmed', 5))),
            other.db.execute(
              sql`update appointments set status = 'Cancelled' where name = 'Row 3'`,
            ),
          ]);
          await expectAppointmentCountsFresh();
          await other.db.delete(appointments).where(eq(appointments.status, 'Pending'));
          await expectAppointmentCountsFresh();
        } finally {
          await other.close();
        }
      },
    );

    it('empties the counts with the table (TRUNCATE)', async () => {
      // Cascade: reminders (appointment_reminders) refer to appointments.
      await t.database.db.execute(sql`truncate appointments cascade`);
      expect(await expectAppointmentCountsFresh()).toEqual({
        Pending: 0,
        Confirmed: 0,
        Completed: 0,
        Cancelled: 0,
      });
      await t.database.db.execute(rowSql('Completed', 2));
      expect(await expectAppointmentCountsFresh()).toMatchObject({ Completed: 2 });
    });
  });

  describe('blog posts', () => {
    beforeAll(async () => {
      await resetDatabase(t.database);
      token = (await signInAdmin(t)).token;
    });

    const create = async (fields: Record<string, string>) => {
      const response = await sendBlog(t, token, fields);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { _id: string; slug: string };
    };

    it('counts posts created, edited and deleted through the API', async () => {
      const hour = 60 * 60 * 1000;
      const one = await create({ blog_title: 'One', content: '<p>1</p>' });
      const two = await create({ blog_title: 'Two', content: '<p>2</p>', status: 'draft' });
      const later = await create({
        blog_title: 'Later',
        content: '<p>l</p>',
        status: 'scheduled',
        scheduledDate: new Date(Date.now() + hour).toISOString(),
      });
      expect(await expectBlogCountsFresh()).toEqual({
        counts: { published: 1, draft: 1, scheduled: 1 },
        public: 1,
      });

      const edit = (id: string, fields: Record<string, string>) =>
        sendBlog(t, token, fields, { method: 'PUT', id });
      expect((await edit(two._id, { blog_title: 'Two', content: '<p>2</p>' })).statusCode).toBe(
        200,
      );
      expect(
        (await edit(one._id, { blog_title: 'One', content: '<p>1</p>', status: 'draft' }))
          .statusCode,
      ).toBe(200);
      // An edit that keeps the status.
      const laterAgain = {
        blog_title: 'Later!',
        content: '<p>l</p>',
        status: 'scheduled',
        scheduledDate: new Date(Date.now() + hour).toISOString(),
      };
      expect((await edit(later._id, laterAgain)).statusCode).toBe(200);
      expect(await expectBlogCountsFresh()).toEqual({
        counts: { published: 1, draft: 1, scheduled: 1 },
        public: 1,
      });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/blogs/${two._id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(200);
      expect(await expectBlogCountsFresh()).toEqual({
        counts: { published: 0, draft: 1, scheduled: 1 },
        public: 0,
      });
    });

    it('counts a scheduled post whose time has passed as public, with no job', async () => {
      const soon = await create({
        blog_title: 'Soon',
        content: '<p>s</p>',
        status: 'scheduled',
        scheduledDate: new Date(Date.now() + 60_000).toISOString(),
      });
      const before = await expectBlogCountsFresh();
      await passScheduledTime(t, soon._id);
      const after = await expectBlogCountsFresh();
      expect(after.public).toBe(before.public + 1);
      expect(after.counts).toEqual(before.counts);
      const list = await get('/api/blogs?limit=50', false);
      expect(list.data.map((post: { _id: string }) => post._id)).toContain(soon._id);
    });

    it('follows publish_at, not the status: a published post dated ahead is not public yet', async () => {
      // Another process whose clock is ahead, or an import, may write such a row.
      await t.database.db.execute(sql`
        insert into blogs (slug, title, content, status, publish_at)
        values ('ahead', 'Ahead', '<p>a</p>', 'published', now() + interval '1 hour'),
               ('no-date', 'No date', '<p>n</p>', 'published', null)`);
      const fresh = await expectBlogCountsFresh();
      const list = await get('/api/blogs?limit=50', false);
      expect(list.data.map((post: { slug: string }) => post.slug)).not.toContain('ahead');
      expect(list.data).toHaveLength(fresh.public);
      // Only publish_at changes, the status stays: a post loses or gets its date.
      await t.database.db.execute(sql`update blogs set publish_at = null where slug = 'ahead'`);
      await expectBlogCountsFresh();
      await t.database.db.execute(sql`update blogs set publish_at = now() where slug = 'no-date'`);
      await expectBlogCountsFresh();
    });

    it('counts posts inserted, changed and deleted with SQL, many rows at once', async () => {
      const { db } = t.database;
      await db.execute(sql`
        insert into blogs (slug, title, content, status, publish_at, created_at)
        select 'bulk-' || g, 'Bulk ' || g, '<p>b</p>',
               (array['published','draft','scheduled'])[g % 3 + 1],
               case g % 3 when 0 then now() - g * interval '1 minute'
                          when 1 then null
                          else now() + (g - 50) * interval '1 minute' end,
               now() - g * interval '1 minute'
        from generate_series(1, 120) g`);
      await expectBlogCountsFresh();
      await db.execute(
        sql`update blogs set status = 'draft', publish_at = null where slug like 'bulk-1%'`,
      );
      await db.execute(sql`update blogs set views = views + 1`);
      await expectBlogCountsFresh();
      await db.execute(sql`delete from blogs where slug like 'bulk-2%' or status = 'scheduled'`);
      await expectBlogCountsFresh();
      // Deep pages are the same rows as one ordered read of every public post.
      const { rows } = await t.database.execute(
        `select id from blogs where publish_at is not null and publish_at <= now()
         order by publish_at desc, id desc`,
      );
      const pages: string[] = [];
      for (let page = 1; pages.length < rows.length; page += 1) {
        const body = await get(`/api/blogs?limit=7&page=${page}`, false);
        expect(body.data.length).toBeGreaterThan(0);
        pages.push(...body.data.map((post: { _id: string }) => post._id));
      }
      expect(pages).toEqual(rows.map((row) => row.id));
      await db.execute(sql`truncate blogs cascade`);
      expect(await expectBlogCountsFresh()).toEqual({
        counts: { published: 0, draft: 0, scheduled: 0 },
        public: 0,
      });
    });
  });

  onlyOn('pglite')('starts from the rows that exist when the migration runs', async () => {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const client = await PGlite.create('memory://');
    try {
      const apply = async (tag: string) => {
        const text = readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
        for (const statement of text.split('--> statement-breakpoint')) {
          if (statement.trim()) await client.exec(statement);
        }
      };
      const triggers = journal.entries.findIndex((e) => e.tag.endsWith('row-count-triggers'));
      for (const entry of journal.entries.slice(0, triggers)) await apply(entry.tag);
      await client.exec(`
          insert into blogs (slug, title, content, status, publish_at)
          values ('a', 'A', 'a', 'published', now()), ('b', 'B', 'b', 'draft', null),
                 ('c', 'C', 'c', 'scheduled', now() + interval '1 day');
          insert into appointments (name, email, preferred_date, preferred_time, slot_start, status)
          select 'A', 'a@example.com', current_date, '6pm-9pm', now(),
                 (array['Pending','Confirmed','Pending'])[g]
          from generate_series(1, 3) g;`);
      for (const entry of journal.entries.slice(triggers)) await apply(entry.tag);
      const { rows } = await client.query(
        `select table_name, status, dated, sum(n)::int as n from row_counts
           group by 1, 2, 3 order by 1, 2, 3`,
      );
      expect(rows).toEqual([
        { table_name: 'appointments', status: 'Confirmed', dated: false, n: 1 },
        { table_name: 'appointments', status: 'Pending', dated: false, n: 2 },
        { table_name: 'blogs', status: 'draft', dated: false, n: 1 },
        { table_name: 'blogs', status: 'published', dated: true, n: 1 },
        { table_name: 'blogs', status: 'scheduled', dated: true, n: 1 },
      ]);
      const days = await client.query(
        `select day::text as day, status, sum(n)::int as n from appointment_day_counts
           group by 1, 2 order by 1, 2`,
      );
      const today = todayInBusinessZone(new Date());
      expect(days.rows).toEqual([
        { day: today, status: 'Confirmed', n: 1 },
        { day: today, status: 'Pending', n: 2 },
      ]);
    } finally {
      await client.close();
    }
  });
});
